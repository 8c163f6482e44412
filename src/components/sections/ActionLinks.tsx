import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/ui/links';

/** A page of the site (`to`) or of another site (`href`, opened in a new tab). */
export type ActionLink = { label: string } & ({ to: string; href?: never } | { href: string; to?: never });

interface ActionLinksProps {
  /** The first is the main action (a filled button); the others are outlined. */
  links: readonly ActionLink[];
  /** Spacing from the text above. */
  className: string;
  /** One under the other, each as wide as the box. */
  stacked?: boolean;
}

/** The buttons that close a box of text: sign up or sign in, follow us or read reviews. */
export function ActionLinks({ links, className, stacked = false }: ActionLinksProps) {
  return (
    <div className={`${className} flex ${stacked ? 'flex-col' : 'flex-wrap'} gap-3`}>
      {links.map((link, i) => {
        const buttonClass = i === 0 ? 'btn btn-primary' : 'btn btn-outline';
        return link.to !== undefined ? (
          <Link key={link.label} to={link.to} className={buttonClass}>
            {link.label}
          </Link>
        ) : (
          <ExternalLink key={link.label} href={link.href} className={buttonClass}>
            {link.label}
          </ExternalLink>
        );
      })}
    </div>
  );
}
