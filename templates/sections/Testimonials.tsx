import type { TestimonialsSection } from '../../src/site/descriptorTypes';
import { gridColumns } from '../parts/gridColumns';
import { Picture } from '../parts/Picture';
import { SectionShell } from '../parts/SectionShell';

/** Client testimonials: a quote with who said it and what about, with a video or a picture. */
export function Testimonials({ section }: { section: TestimonialsSection }) {
  return (
    <SectionShell {...section}>
      <ul className={`testimonials ${gridColumns(section.items.length)}`}>
        {section.items.map((item, i) => (
          <li key={item.id ?? i} id={item.id} className="testimonial">
            {item.video ? (
              <video controls preload="none" poster={item.video.poster.src} width={item.video.poster.width} height={item.video.poster.height}
                aria-label={item.video.title} className="testimonial-media">
                <source src={item.video.src} />
                {item.video.captions && <track kind="captions" src={item.video.captions} srcLang="en" label="English" default />}
              </video>
            ) : item.image ? (
              <Picture image={item.image} slot="testimonial" className="testimonial-media" />
            ) : null}
            <figure>
              <p className="testimonial-topic">{item.topic}</p>
              <blockquote><p>{item.quote}</p></blockquote>
              <figcaption><strong>{item.name}</strong>, {item.role}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
