import { createContext, useContext, useId, type ReactNode } from 'react';
import type { Link } from '../../src/contract/descriptorTypes.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { ActionLink } from './SiteLink.tsx';
import { REVEAL } from '../../src/shared/domHooks.ts';

interface ShellProps {
  id?: string;
  heading?: string;
  eyebrow?: string;
  intro?: string;
  actions?: Link[];
  tone?: 'plain' | 'tint' | 'dark';
  className?: string;
  children?: ReactNode;
}

/** The level of a heading inside a section's content: under the section's h2, or right under the page's h1. */
const SubheadingLevel = createContext<2 | 3>(3);

/**
 * A heading inside a section (a card's title, a part of a text): one level under the section's heading, or an h2
 * when the section has none, so no level is skipped. `minor` is one level further down (a list inside a card).
 */
export function Subheading({
  className,
  minor = false,
  children,
}: {
  className?: string;
  minor?: boolean;
  children: ReactNode;
}) {
  const Tag = `h${useContext(SubheadingLevel) + (minor ? 1 : 0)}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag className={[minor ? 'subheading-minor' : 'subheading', className].filter(Boolean).join(' ')}>{children}</Tag>
  );
}

/** What every section shares: its anchor id, eyebrow, heading, intro, content and action links. */
export function SectionShell({ id, heading, eyebrow, intro, actions, tone, className, children }: ShellProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`section tone-${tone ?? 'plain'} ${className ?? ''}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className="container" {...{ [REVEAL]: true }}>
        {(heading || eyebrow || intro) && (
          <div className="section-head">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && (
              <div className="section-intro">
                <Paragraphs text={intro} />
              </div>
            )}
          </div>
        )}
        <SubheadingLevel.Provider value={heading ? 3 : 2}>{children}</SubheadingLevel.Provider>
        <Actions actions={actions} />
      </div>
    </section>
  );
}

export function Actions({ actions }: { actions?: Link[] }) {
  if (!actions?.length) return null;
  return (
    <div className="actions">
      {actions.map((a) => (
        <ActionLink key={a.to + a.label} to={a.to} label={a.label} style={a.style} />
      ))}
    </div>
  );
}
