/**
 * A notice for when React itself could not arrive (the connection dropped after the page loaded) and a visitor had
 * sent a form: the form's own words, in the place and look of a toast, announced politely. It goes away after
 * 5 s, as a toast does.
 */
export function showPlainNotice(json: string | undefined): void {
  if (!json) return;
  let notice: { title?: string; description?: string };
  try {
    notice = JSON.parse(json) as typeof notice;
  } catch {
    return;
  }
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.dataset.floating = 'toast';
  box.className = 'plain-notice';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = notice.title ?? '';
  const text = document.createElement('p');
  text.className = 'text-sm';
  text.textContent = notice.description ?? '';
  box.append(title, text);
  document.body.append(box);
  setTimeout(() => box.remove(), 5000);
}
