/** Class lists the menus share with their lazily loaded town lists (TownMenus.tsx). */
export const groupLabelClass = 'text-xs font-bold tracking-wide text-slate-600 uppercase';
export const mobileAreaLinkClass =
  'flex min-h-11 items-center rounded-md px-3 text-sm text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';
