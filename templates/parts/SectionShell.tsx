import { useId, type ReactNode } from 'react';
import type { Link } from '../../src/site/descriptorTypes';
import { Paragraphs } from './Paragraphs';
import { ActionLink } from './SiteLink';

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

/** What every section shares: its anchor id, eyebrow, heading, intro, content and action links. */
export function SectionShell({ id, heading, eyebrow, intro, actions, tone, className, children }: ShellProps) {
  const headingId = useId();
  return (
    <section id={id} className={`section tone-${tone ?? 'plain'} ${className ?? ''}`} aria-labelledby={heading ? headingId : undefined}>
      <div className="container" data-reveal>
        {(heading || eyebrow || intro) && (
          <div className="section-head">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && <div className="section-intro"><Paragraphs text={intro} /></div>}
          </div>
        )}
        {children}
        <Actions actions={actions} />
      </div>
    </section>
  );
}

export function Actions({ actions }: { actions?: Link[] }) {
  if (!actions?.length) return null;
  return (
    <div className="actions">
      {actions.map((a) => <ActionLink key={a.to + a.label} to={a.to} label={a.label} style={a.style} />)}
    </div>
  );
}
