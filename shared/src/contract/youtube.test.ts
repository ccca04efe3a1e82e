import { describe, expect, it } from 'vitest';
import { VideoContent, youtubeUrl } from './editorial.ts';
import { durationSeconds, formatDuration, youtubeIdOf, youtubeWatchUrl } from './youtube.ts';

const ID = 'qF3kT8wLx2A';

describe('youtubeIdOf', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `http://youtube.com/watch?feature=share&v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://WWW.YouTube.com/watch?v=${ID}  `,
  ])('reads the id of %s', (url) => {
    expect(youtubeIdOf(url)).toBe(ID);
  });

  it.each([
    '',
    ID,
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/youtube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=<script>abc',
    'https://www.youtube.com/@channel',
    'https://www.youtube.com/playlist?list=PL123',
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/watch?v=${ID}&pad=${'a'.repeat(300)}`,
  ])('refuses %s', (url) => {
    expect(youtubeIdOf(url)).toBeNull();
  });
});

describe('the contract keeps one form of the address', () => {
  it('any accepted form is stored as the watch address', () => {
    expect(youtubeUrl().parse(`youtu.be/${ID}`)).toBe(youtubeWatchUrl(ID));
    expect(youtubeUrl().parse(`https://www.youtube.com/shorts/${ID}?feature=share`)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it('names the problem: invalid, too long, missing', () => {
    const codes = (v: string) =>
      youtubeUrl()
        .safeParse(v)
        .error?.issues.map((i) => i.message);
    expect(codes('https://youtube.com.evil.example/watch?v=qF3kT8wLx2A')).toEqual(['invalid']);
    expect(codes(`https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(400)}`)).toEqual(['too_long']);
    expect(codes('')).toEqual(['required']);
  });
});

describe('durationSeconds and formatDuration', () => {
  it.each([
    ['4:05', 245],
    ['04:05', 245],
    ['59:59', 3599],
    ['75:00', 4500],
    ['1:02:30', 3750],
    ['23:59:59', 86_399],
    [' 0:01 ', 1],
  ])('%s is %i seconds', (text, sec) => {
    expect(durationSeconds(text)).toBe(sec);
  });

  it.each(['', '0:00', '4:5', '4:60', '1:60:00', '24:00:00', '4', '4:05:', 'a:bc', '-1:00', '1:2:03'])('refuses %j', (text) => {
    expect(durationSeconds(text)).toBeNull();
  });

  it('writes seconds back in the form it reads', () => {
    for (const sec of [1, 59, 60, 245, 3599, 3600, 3750, 86_399]) expect(durationSeconds(formatDuration(sec))).toBe(sec);
    expect(formatDuration(4500)).toBe('1:15:00');
  });

  it('the content keeps the written length in its normal form', () => {
    const c = VideoContent.parse({ date: '2026-09-10', youtube: `youtu.be/${ID}`, duration: '75:00', texts: {} });
    expect(c).toMatchObject({ youtube: youtubeWatchUrl(ID), duration: '1:15:00' });
  });
});
