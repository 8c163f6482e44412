import { chooseToastSide, toastRoom, toastTop } from '@/lib/toast-placement';

/**
 * A notice for when React itself could not arrive (the connection dropped after the page loaded) and a visitor had
 * sent a form: the form's own words, placed and looking as a toast would be, announced politely. It goes away after
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
  box.className = 'plain-notice';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = notice.title ?? '';
  const text = document.createElement('p');
  text.className = 'text-sm';
  text.textContent = notice.description ?? '';
  box.append(title, text);
  document.body.append(box);
  const room = toastRoom(box);
  box.style.top = `${toastTop(chooseToastSide(room), room)}px`;
  setTimeout(() => box.remove(), 5000);
}
