/** The label style of the Areas menu's groups (AreasMenu.tsx, TownMenus.tsx). */
export const groupLabelClass = 'text-xs font-bold tracking-wide text-slate-600 uppercase';
