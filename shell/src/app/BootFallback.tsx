/** While the first page's code and data arrive: the same quiet bar as index.html shows. */
export function BootFallback() {
  return (
    <div id="boot" role="status" aria-label="Yuklanmoqda / Загрузка / Loading">
      <div className="bar" />
    </div>
  );
}
