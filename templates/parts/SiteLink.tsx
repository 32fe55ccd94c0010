import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSiteLayout } from './siteLayout.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  to: string;
  children: ReactNode;
};

export const isExternal = (to: string) => /^https?:\/\//.test(to);
/** A file such as /brochures/Sopi.pdf: opened in a new tab. */
const isFile = (to: string) => /^\/[^#?]*\.[a-z0-9]+$/i.test(to);

/**
 * Every link on the site. Pages are plain links between prerendered pages (Speculation Rules make them instant);
 * external addresses and files open in a new tab, safely.
 */
export function SiteLink({ to, children, ...rest }: Props) {
  const { ui, language, languages } = useSiteLayout();
  if (isExternal(to) || isFile(to)) {
    const label = rest['aria-label'];
    return (
      <a
        href={to}
        target="_blank"
        rel="noopener noreferrer"
        {...rest}
        aria-label={label ? `${label} ${ui.opensInNewTab}` : undefined}
      >
        {children}
        <span className="visually-hidden"> {ui.opensInNewTab}</span>
      </a>
    );
  }
  // On a page in another language, a page that is not in it yet is linked at its English address: said so, in words
  // and for browsers and search engines (hreflang), and read out in English.
  const own = languages[0].code;
  if (language.code !== own && to.startsWith('/') && !to.startsWith(`/${language.code}/`)) {
    return (
      <a href={to} hrefLang={own} {...rest}>
        <span lang={own}>{children}</span>
        <span className="in-other-language"> ({ui.inEnglish})</span>
      </a>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** A link styled by site.yaml's `style`: a button-looking link or a plain one. */
export function ActionLink({
  to,
  label,
  style,
  icon,
}: {
  to: string;
  label: string;
  style?: 'button' | 'link';
  icon?: ReactNode;
}) {
  return (
    <SiteLink to={to} className={style === 'button' ? 'button' : 'text-link'}>
      {icon}
      {label}
    </SiteLink>
  );
}
