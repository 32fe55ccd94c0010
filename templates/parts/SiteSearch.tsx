import { SEARCH_IDS } from '../../src/shared/templateIds.ts';
import { SEARCH_CLOSE, SEARCH_FAILED, SEARCH_FOUND, SEARCH_LOADING, SEARCH_NONE } from '../../src/shared/domHooks.ts';
import { Icon } from './Icon.tsx';
import { SiteLink } from './SiteLink.tsx';
import { homePathOf, useSiteLayout } from './siteLayout.tsx';

/**
 * The header's search control. Without JavaScript, and until the site script has run, it is a link to the sitemap,
 * which lists every page; then the button beside it takes its place (styles.css), which opens the search dialog right
 * after it (src/browser/siteScript.ts; the search's code, src/browser/search.ts, loads only then). A modal dialog is
 * drawn above the whole page wherever it stands.
 */
export function SearchControl({ withDialog }: { withDialog: boolean }) {
  const layout = useSiteLayout();
  const { ui } = layout;
  const face = (
    <>
      <Icon name="search" size={20} />
      <span className="search-toggle-label">{ui.search}</span>
    </>
  );
  return (
    <>
      <SiteLink to={layout.sitemapPath ?? homePathOf(layout)} className="search-toggle search-link">
        {face}
      </SiteLink>
      <button
        type="button"
        className="search-toggle search-button"
        aria-haspopup="dialog"
        aria-controls={withDialog ? SEARCH_IDS.dialog : undefined}
      >
        {face}
      </button>
      {withDialog && <SearchDialog />}
    </>
  );
}

/** The search dialog, closed until the button opens it. Its words are the page's language; those the search script writes ride along as data attributes. */
function SearchDialog() {
  const layout = useSiteLayout();
  const { ui } = layout;
  return (
    <dialog
      id={SEARCH_IDS.dialog}
      className="search-dialog"
      aria-labelledby={SEARCH_IDS.label}
      {...{
        [SEARCH_LOADING]: ui.searchLoading,
        [SEARCH_FOUND]: ui.searchFound,
        [SEARCH_NONE]: ui.searchNone,
        [SEARCH_FAILED]: ui.searchFailed,
      }}
    >
      <div className="search-bar">
        <label id={SEARCH_IDS.label} htmlFor={SEARCH_IDS.input} className="search-label">
          {ui.searchLabel}
        </label>
        <div className="search-row">
          <Icon name="search" size={20} className="search-row-icon" />
          <input
            id={SEARCH_IDS.input}
            className="search-input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={SEARCH_IDS.status}
            aria-controls={SEARCH_IDS.results}
          />
          <button type="button" className="search-close" {...{ [SEARCH_CLOSE]: '' }}>
            {ui.searchClose}
          </button>
        </div>
      </div>
      <p id={SEARCH_IDS.status} className="search-status" role="status" />
      <ul id={SEARCH_IDS.results} className="search-results" aria-label={ui.searchResults} />
      {layout.sitemapPath && (
        <p className="search-sitemap">
          <SiteLink to={layout.sitemapPath}>{ui.searchAllPages}</SiteLink>
        </p>
      )}
    </dialog>
  );
}
