import type { TestimonialsSection } from '../../src/contract/descriptorTypes.ts';
import { testimonialSlot } from '../../src/shared/pictureSlots.ts';
import { gridColumns, swipeRow } from '../parts/gridColumns.ts';
import { useSiteLayout } from '../parts/siteLayout.tsx';
import { Picture } from '../parts/Picture.tsx';
import { SectionShell } from '../parts/SectionShell.tsx';
import { Transcript, VideoPlayer } from '../parts/VideoPlayer.tsx';

/**
 * A quotation's words without the double quotation marks they may have been typed or pasted in ("…", “…”, „…“, «…»):
 * the page sets its own around them (styles.css), and would show both. Marks inside the words are left alone, and so are
 * marks that open and close two quoted passages ("Fast" and "fair") rather than the whole.
 */
const WRAPPED = /^\s*["“”„«»]([^"“”„«»]*)["“”„«»]\s*$/s;
const quotationWords = (quote: string) => WRAPPED.exec(quote)?.[1].trim() ?? quote;

/** Client testimonials: a quote with who said it and what about, with a video or a picture. */
export function Testimonials({ section }: { section: TestimonialsSection }) {
  const { ui } = useSiteLayout();
  const focusable = section.items.some((item) => item.video);
  const { className: swipe, ...swipeProps } = swipeRow(
    section.swipeOnPhones,
    section.heading,
    ui.scrollForMore,
    focusable,
  );
  // As wide as the grid draws each card: one, two or three across (src/shared/pictureSlots.ts).
  const slot = testimonialSlot(section.items.length);
  return (
    <SectionShell {...section}>
      <ul className={`testimonials ${gridColumns(section.items.length)}${swipe}`} {...swipeProps}>
        {section.items.map((item, i) => (
          <li key={item.id ?? i} id={item.id} className="testimonial">
            {item.video ? (
              <VideoPlayer video={item.video} slot={slot} className="testimonial-media" />
            ) : item.image ? (
              <Picture image={item.image} slot={slot} className="testimonial-media" />
            ) : null}
            <figure>
              <p className="testimonial-topic">{item.topic}</p>
              <blockquote>
                <p>{quotationWords(item.quote)}</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>, {item.role}
              </figcaption>
            </figure>
            {item.video && <Transcript video={item.video} />}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
