import type { Section } from '@/content/types';

/** Renders content sections (an <h2>, paragraphs and bullets each). */
export function ContentSections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="prose-copy max-w-3xl">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
