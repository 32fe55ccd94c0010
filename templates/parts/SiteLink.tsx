import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePageStore } from '../../src/shared/pageStore';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & { to: string; children: ReactNode };

export const isExternal = (to: string) => /^https?:\/\//.test(to);
/** A file such as /brochures/Sopi.pdf: opened in a new tab, not navigated to in the app. */
const isFile = (to: string) => /^\/[^#?]*\.[a-z0-9]+$/i.test(to);

/**
 * Every link on the site. Internal paths navigate in the app once the target page's data is loaded
 * (a plain link without JavaScript); external ones open in a new tab, safely.
 */
export function SiteLink({ to, children, ...rest }: Props) {
  if (isExternal(to) || isFile(to)) {
    const label = rest['aria-label'];
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest} aria-label={label ? `${label} (opens in a new tab)` : undefined}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (to.startsWith('/')) return <InternalLink to={to} {...rest}>{children}</InternalLink>;
  return <a href={to} {...rest}>{children}</a>;
}

function InternalLink({ to, children, onClick, ...rest }: Props) {
  const navigate = useNavigate();
  const store = usePageStore();
  const path = to.split('#')[0];
  const prefetch = () => { store.ensure(path).catch(() => undefined); };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    store.ensure(path).then(() => navigate(to), () => window.location.assign(to));
  };
  return (
    <a href={to} onClick={follow} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest}>
      {children}
    </a>
  );
}

/** A link styled by site.yaml's `style`: a button-looking link or a plain one. */
export function ActionLink({ to, label, style, icon }: { to: string; label: string; style?: 'button' | 'link'; icon?: ReactNode }) {
  return (
    <SiteLink to={to} className={style === 'button' ? 'button' : 'text-link'}>
      {icon}
      {label}
    </SiteLink>
  );
}
