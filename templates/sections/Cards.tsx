import type { Card, CardsSection, Toggle } from '../../src/contract/descriptorTypes.ts';
import { useDisclosure, ToggleButton } from '../parts/Disclosure.tsx';
import { Icon } from '../parts/Icon.tsx';
import { Paragraphs } from '../parts/Paragraphs.tsx';
import { gridColumns, swipeRow } from '../parts/gridColumns.ts';
import { useSiteLayout } from '../parts/siteLayout.tsx';
import { Picture } from '../parts/Picture.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { SiteLink } from '../parts/SiteLink.tsx';
import { POSITION } from '../../src/shared/domHooks.ts';
import { textRuns } from '../../src/shared/textBlocks.ts';

/** A grid of cards: services, features, advantages, vacancies, blog posts, stats. */
export function Cards({ section }: { section: CardsSection }) {
  const layout = section.layout ?? 'feature';
  const { ui } = useSiteLayout();
  const focusable = section.cards.some((c) => c.link || (c.more && section.toggle));
  const { className: swipe, ...swipeProps } = swipeRow(
    section.swipeOnPhones,
    section.heading,
    ui.scrollForMore,
    focusable,
  );
  return (
    <SectionShell {...section}>
      <ul
        className={`card-grid ${gridColumns(section.cards.length, section.columns ?? 3)} layout-${layout}${swipe}`}
        {...swipeProps}
      >
        {section.cards.map((card, i) => (
          <li key={card.id ?? i} id={card.id} className="card">
            <CardBody
              card={card}
              toggle={section.toggle}
              titleLinks={layout === 'tile' || linksByTitle(card)}
              pictureSlot={layout === 'media' ? 'mediaCard' : 'card'}
            />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/**
 * A card whose link would only repeat its title (a page's card, "Business Intelligence Solutions" leading to that
 * page) is a link as a whole, named by its title: no "Learn more" line under every card, each heard as the same name.
 * Not a card whose text has a link of its own (a [link](/Page), an e-mail address, a phone number), which the whole
 * card's link would cover.
 */
const linksByTitle = (card: Card) =>
  card.link !== undefined &&
  card.link.label === card.title &&
  card.link.style !== 'button' &&
  !card.more &&
  !card.lists &&
  textRuns(card.text ?? '').every((run) => typeof run === 'string');

/**
 * `titleLinks`: the title itself is the card's link (tiles), instead of a separate link line. `pictureSlot`: a media
 * card's picture is across the card on a phone too (src/shared/pictureSlots.ts).
 */
export function CardBody({
  card,
  toggle,
  titleLinks = false,
  pictureSlot = 'card',
}: {
  card: Card;
  toggle?: Toggle;
  titleLinks?: boolean;
  pictureSlot?: 'card' | 'mediaCard';
}) {
  const { buttonProps, regionProps } = useDisclosure();
  const hasMore = Boolean(card.more && toggle);
  // Until the toggle opens the rest, the teaser ends in "…" (styles.css ends it when the button is expanded).
  const clamp = hasMore && toggle?.clamp;
  return (
    <>
      {card.image && <Picture image={card.image} slot={pictureSlot} className="card-image" />}
      {card.icon && !card.image && (
        <span className="card-icon">
          <Icon name={card.icon} size={28} />
        </span>
      )}
      {card.value && <p className="card-value">{card.value}</p>}
      <Subheading className="card-title">
        {titleLinks && card.link ? (
          <SiteLink to={card.link.to} className="card-title-link">
            {card.title}
          </SiteLink>
        ) : (
          card.title
        )}
      </Subheading>
      {card.meta && <p className="card-meta">{card.meta}</p>}
      {card.text && (
        <div className={clamp ? 'card-text is-clamped' : 'card-text'}>
          <Paragraphs text={card.text} />
        </div>
      )}
      {card.more && !toggle && (
        <div className="card-text">
          <Paragraphs text={card.more} />
        </div>
      )}
      {hasMore || (card.lists && toggle) ? (
        <>
          <div {...regionProps} className="collapsible card-more">
            {card.more && <Paragraphs text={card.more} />}
            <CardLists card={card} />
          </div>
          <ToggleButton {...buttonProps} more={toggle!.more} less={toggle!.less} label={card.title} />
        </>
      ) : (
        <CardLists card={card} />
      )}
      {card.link && !titleLinks && (
        <p className="card-link">
          <SiteLink
            to={card.link.to}
            className={card.link.style === 'button' ? 'button' : 'text-link'}
            {...{ [POSITION]: card.position }}
          >
            {card.link.label}
            <span className="visually-hidden">: {card.title}</span>
          </SiteLink>
        </p>
      )}
    </>
  );
}

function CardLists({ card }: { card: Card }) {
  if (!card.lists) return null;
  return (
    <>
      {card.lists.map((list) => (
        <div key={list.heading} className="card-list">
          <Subheading minor>{list.heading}</Subheading>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
