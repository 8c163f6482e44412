import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

const headingSizes = { md: 'text-xl', lg: 'text-2xl', xl: 'text-3xl' };

interface PanelProps {
  /** The heading's id, which labels the section. */
  titleId: string;
  title: ReactNode;
  /** A line under the heading, before the content. */
  intro?: ReactNode;
  /** An anchor other pages link to (a form's section). */
  id?: string;
  icon?: LucideIcon;
  /** The <h2>'s size: xl for a page's main parts, lg by default, md for a small box. */
  size?: keyof typeof headingSizes;
  /** Room under the heading, for content with no top margin of its own (a list of questions). */
  spaced?: boolean;
  as?: 'section' | 'aside';
  /** The box, if any, and its place on the page. */
  className?: string;
  children: ReactNode;
}

/** A part of a page under its <h2>: a box of text and actions, a form, a list of questions. */
export function Panel({
  titleId,
  title,
  intro,
  id,
  icon: Icon,
  size = 'lg',
  spaced = false,
  as: Element = 'section',
  className,
  children,
}: PanelProps) {
  const headingClass = [Icon && 'mt-3', spaced && 'mb-6', headingSizes[size], 'font-bold text-slate-900']
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} aria-labelledby={titleId} className={className}>
      {Icon && <Icon aria-hidden="true" className="size-8 text-brand-700" />}
      <h2 id={titleId} className={headingClass}>
        {title}
      </h2>
      {intro && <p className="mt-3 text-slate-700">{intro}</p>}
      {children}
    </Element>
  );
}

interface FormPanelProps {
  /** The anchor links point at (`#refer-form`); the heading's id is `${id}-title`. */
  id: string;
  /** The heading and the line under it. */
  intro: { title: string; text: string };
  icon?: LucideIcon;
  /** Its place on the page. */
  className: string;
  children: ReactNode;
}

/** A form in its outlined box, under a heading and a line on what it is for. */
export function FormPanel({ id, intro, icon, className, children }: FormPanelProps) {
  return (
    <Panel
      id={id}
      titleId={`${id}-title`}
      title={intro.title}
      intro={intro.text}
      icon={icon}
      className={`${className} rounded-2xl border border-slate-200 p-6`}
    >
      {children}
    </Panel>
  );
}
