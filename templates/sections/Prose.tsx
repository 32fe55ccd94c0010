import type { ProseSection } from '../../src/contract/descriptorTypes.ts';
import { ToggleButton, useDisclosure } from '../parts/Disclosure.tsx';
import { Paragraphs } from '../parts/Paragraphs.tsx';
import { Picture } from '../parts/Picture.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { YouTubeFacade } from '../parts/YouTubeFacade.tsx';

/**
 * Headed text: paragraphs, a list, label/value facts, sub-parts, and an optional picture or YouTube video beside it;
 * opening the page, the picture is the largest thing in the first view. `foldOnPhones`: on a phone, the first
 * paragraph and a button that opens the rest (styles.css, "Folded on a phone").
 */
export function Prose({ section, opening = false }: { section: ProseSection; opening?: boolean }) {
  const { buttonProps, regionProps } = useDisclosure();
  // Only a heading and actions (a call to action): one band, the actions beside the heading on a wide screen.
  if (!section.body && !section.list && !section.facts && !section.parts?.length && !section.image && !section.youtube)
    return <SectionShell {...section} className="band" />;
  const fold = section.foldOnPhones;
  const [first, ...rest] = fold && section.body ? section.body.split(/\n[ \t]*\n/) : [];
  const media = (
    <>
      {/* On a phone the picture comes after the text, so only a photo (whose bytes matter) is fetched first; an
          illustration loads as it nears, and the text is the first view's largest paint (Lighthouse: /Sopi 1.41× → 1.20× a bare page). */}
      {section.youtube && <YouTubeFacade video={section.youtube} />}
      {section.image && (
        <Picture
          image={section.image}
          slot="prose"
          largest={opening && Boolean(section.image.versions)}
          className="prose-image"
        />
      )}
    </>
  );
  const split = section.image || section.youtube ? `prose-split image-${section.imageSide ?? 'right'}` : 'prose';
  if (fold && first !== undefined)
    return (
      <SectionShell {...section} className="fold-on-phones">
        <div className={split}>
          <div className="prose-text">
            <Paragraphs text={first} />
            <div {...regionProps} className="collapsible">
              <ProseText section={section} body={rest.join('\n\n')} />
            </div>
            <ToggleButton {...buttonProps} more={fold.more} less={fold.less} label={section.heading} />
          </div>
          <div className="fold-media">{media}</div>
        </div>
      </SectionShell>
    );
  return (
    <SectionShell {...section}>
      <div className={split}>
        <div className="prose-text">
          <ProseText section={section} body={section.body} />
        </div>
        {media}
      </div>
    </SectionShell>
  );
}

/** The text of a prose section: its paragraphs (`body`), list, facts and parts. */
function ProseText({ section, body }: { section: ProseSection; body?: string }) {
  return (
    <>
      <Paragraphs text={body} />
      {section.list && (
        <ul className="checklist">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.facts && (
        <dl className="facts">
          {section.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.parts?.map((part) => (
        <div key={part.heading} id={part.id} className="prose-part">
          <Subheading>{part.heading}</Subheading>
          <Paragraphs text={part.body} />
          {part.list && (
            <ul>
              {part.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
