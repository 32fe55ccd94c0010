// Whether an SVG is a drawing and nothing more, read as the XML it is (saxes, namespace-aware) against an allow-list:
// UTF-8 only, no DOCTYPE (so no entities and no declared attributes) and no processing instructions; elements of the
// SVG namespace only, by their namespace not their prefix, and of those only the ones that draw (no script, no
// foreignObject, no links); attributes by name (no on…), xlink's and xml's by their namespace; an href only to
// something in the same file (#id) or to a picture of the site (/images/…); CSS (style="…", <style>, and the
// attributes whose value is CSS) only with local url(#id), a few at-rules and the functions drawings use, after its
// escapes are decoded; an animation never sets an href or an on… attribute. Its width and height are finite
// numbers of pixels, at most MAX_PICTURE_SIDE.
import { problem, type Coded } from '../../core/problems.ts';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { plateAt } from '../illustrationDarkScheme.ts';

/** The widest or tallest picture the site takes, SVG or not: WebP, one of the formats every picture is sent in, stops at 16383 px. */
export const MAX_PICTURE_SIDE = 16383;

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** The SVG elements that draw, group, define paints and filters, hold text, or animate (their attributeName is checked). */
const ELEMENTS = words(`
  svg g defs title desc metadata symbol use path rect circle ellipse line polyline polygon text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker image style switch
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap
  feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology
  feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
  animate animateTransform animateMotion mpath set`);
const ANIMATIONS = words('animate animateTransform animateMotion set');

/**
 * Attributes without a namespace that an SVG drawing uses (aria-… and data-… too, which do nothing without a script);
 * none runs or fetches anything but href and CSS, which are checked.
 */
const ATTRIBUTES = words(`
  id class style lang tabindex role focusable href
  width height viewBox preserveAspectRatio x y version baseProfile
  rx ry cx cy r fx fy fr x1 y1 x2 y2 d points pathLength transform transform-origin
  dx dy rotate textLength lengthAdjust startOffset method spacing side
  text-anchor dominant-baseline alignment-baseline baseline-shift font font-family font-size font-size-adjust font-stretch
  font-style font-variant font-weight letter-spacing word-spacing text-decoration writing-mode direction unicode-bidi
  white-space paint-order
  fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray
  stroke-dashoffset stroke-opacity opacity color display visibility overflow clip clip-path clip-rule mask filter
  flood-color flood-opacity lighting-color stop-color stop-opacity shape-rendering text-rendering image-rendering
  color-interpolation color-interpolation-filters vector-effect marker-start marker-mid marker-end mix-blend-mode isolation
  gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits patternTransform
  clipPathUnits maskUnits maskContentUnits markerWidth markerHeight markerUnits refX refY orient
  filterUnits primitiveUnits in in2 result stdDeviation edgeMode type values tableValues slope intercept amplitude
  exponent operator k1 k2 k3 k4 mode order kernelMatrix divisor bias targetX targetY preserveAlpha surfaceScale
  diffuseConstant specularConstant specularExponent kernelUnitLength scale xChannelSelector yChannelSelector radius
  baseFrequency numOctaves seed stitchTiles azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle
  attributeName attributeType begin dur end min max restart repeatCount repeatDur calcMode keyTimes keySplines
  from to by additive accumulate keyPoints path media systemLanguage enable-background mask-type`);

/** CSS functions that only compute (colours, lengths, transforms, timing): anything else (image-set(), src(), …) is refused. */
const CSS_FUNCTIONS = words(`
  url rgb rgba hsl hsla hwb var calc min max clamp translate translatex translatey rotate scale scalex scaley skew skewx
  skewy matrix cubic-bezier steps blur brightness contrast drop-shadow grayscale hue-rotate invert saturate sepia`);
const CSS_AT_RULES = words('keyframes media');

export interface SvgSize {
  width: number;
  height: number;
  /**
   * The first <text> (or <textPath>) it has, where it is in the file and its first words: drawn in whatever typeface
   * the visitor's device has, not the one the drawing was made in.
   */
  text?: { line: number; col: number; words: string };
  /** It has colours of its own for the dark scheme (a <style> with a prefers-color-scheme: dark query). */
  darkScheme?: true;
  /** Then, where its conditions read plainly, its dark-scheme drawing as a file of its own (`darkSchemeCopy`). */
  darkCopy?: string;
  /**
   * With dark colours, drawn on the illustrations' plate (src/media/illustrationDarkScheme.ts): the ground beside it
   * where a frame is wider than the drawing is the plate's colour in either scheme.
   */
  onPlate?: true;
}
export interface SvgProblem {
  problem: Coded;
  line: number;
  col: number;
}

/**
 * The SVG as it draws itself in the dark scheme, whatever scheme the browser tells a picture it is in: each
 * `(prefers-color-scheme: dark)` condition made one that always holds and each `(prefers-color-scheme: light)` one
 * that never does. Undefined when it has no such condition, or one written in a way this does not read (escaped, or
 * with a comment inside): then the picture keeps its own rules alone.
 */
export function darkSchemeCopy(svg: string): string | undefined {
  const copy = svg
    .replace(/\(\s*prefers-color-scheme\s*:\s*dark\s*\)/gi, '(min-width: 0px)')
    .replace(/\(\s*prefers-color-scheme\s*:\s*light\s*\)/gi, '(max-width: -1px)');
  if (copy === svg || /prefers-color-scheme/i.test(decodeCss(copy))) return undefined;
  return copy;
}

/** CSS as a browser reads it: comments gone, then escapes (\72, \000072 , \r) turned into the characters they stand for. */
export function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(
      /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\r\n|([\s\S]))/g,
      (_, hex: string | undefined, other: string | undefined) => {
        if (hex) {
          const code = parseInt(hex, 16);
          return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
            ? '\uFFFD'
            : String.fromCodePoint(code);
        }
        return other === undefined || other === '\n' || other === '\r' || other === '\f' ? '' : other;
      },
    );
}

/**
 * What in a piece of CSS could fetch or run something, in words, or undefined. `value`: an attribute's value (fill,
 * transform, …), where only its functions matter (an aria-label may hold an e-mail address).
 */
export function unsafeCss(css: string, value = false): string | undefined {
  const text = decodeCss(css).toLowerCase();
  for (const [, rule] of value ? [] : text.matchAll(/@(-?[a-z][\w-]*)/g)) {
    if (!CSS_AT_RULES.has(rule.replace(/^-[a-z]+-/, ''))) return `the CSS rule @${rule}, which can load another file`;
  }
  for (const call of text.matchAll(/([a-z_-][\w-]*)\(\s*([^)]*)/g)) {
    const [, name, argument] = call;
    if (!CSS_FUNCTIONS.has(name)) return `the CSS function ${name}(), which can load another file`;
    if (name === 'url' && !/^(["']?)#[\w-]+\1\s*$/.test(argument))
      return `url(${argument.trim()}), which loads another file (only url(#id), something in the same drawing, is allowed)`;
  }
  if (!value && /expression|javascript:|behavior|binding/.test(text))
    return `CSS that can run a script (${text.match(/expression|javascript:|behavior|binding/)![0]})`;
  return undefined;
}

/** An href may name something in the same drawing (#id), or a picture of the site (/images/x.png), nothing else. */
const safeHref = (value: string) =>
  /^#[\w.-]+$/.test(value) ||
  /^\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:svg|png|jpe?g|webp|avif|gif)$/i.test(value);

/** A length in pixels (px, or one of the absolute units a drawing program writes), NaN when it is a percentage or not a length. */
function pixels(value: string | undefined): number {
  const m = value?.trim().match(/^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|pt|pc|mm|cm|in)?$/i);
  if (!m) return NaN;
  const per = { px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 }[(m[2] ?? 'px').toLowerCase() as 'px'];
  return Number(m[1]) * per;
}

/** Where an index of `text` is, as a person counts lines and columns (both from 1). */
function positionIn(text: string, index: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line += 1;
    start = i + 1;
  }
  return { line, col: index - start + 1 };
}

/** The SVG's width and height, or the first thing that makes it more than a drawing, with its line and column in the file. */
export function checkSvg(data: Buffer): SvgSize | SvgProblem {
  if ((data[0] === 0xfe && data[1] === 0xff) || (data[0] === 0xff && data[1] === 0xfe)) {
    return { problem: problem('FILE008'), line: 1, col: 1 };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    const lossy = new TextDecoder('utf-8').decode(data);
    return { problem: problem('FILE009'), ...positionIn(lossy, lossy.indexOf('\uFFFD')) };
  }
  let found: SvgProblem | undefined;
  const refuse = (index: number, why: Coded) => {
    found ??= { problem: why, ...positionIn(text, Math.max(0, index)) };
  };
  const parser = new SaxesParser({ xmlns: true, position: true });
  let tagStart = 0;
  let root: SaxesTagNS | undefined;
  let styleText: { at: number; css: string } | undefined;
  parser.on('xmldecl', (decl) => {
    if (decl.encoding !== undefined && decl.encoding.toLowerCase() !== 'utf-8') {
      refuse(text.indexOf('encoding'), problem('FILE010', { encoding: decl.encoding }));
    }
  });
  parser.on('doctype', () => refuse(text.indexOf('<!DOCTYPE'), problem('FILE011')));
  parser.on('processinginstruction', (pi) =>
    refuse(text.indexOf(`<?${pi.target}`), problem('FILE012', { target: pi.target })),
  );
  let firstText: SvgSize['text'];
  let darkScheme = false;
  /** How deep inside the first <text> the parser is (0: outside it), so its words, tspans and all, are kept. */
  let inText = 0;
  parser.on('opentagstart', (tag) => {
    tagStart = text.lastIndexOf(`<${tag.name}`, parser.position);
  });
  parser.on('opentag', (tag) => {
    const at = tagStart;
    root ??= tag;
    const shown = `<${tag.name}>`;
    if (tag.uri !== SVG) {
      refuse(
        at,
        tag.uri
          ? problem('FILE032', {
              shown,
              uri: tag.uri,
              why:
                tag.uri === 'http://www.w3.org/1999/xhtml'
                  ? 'which can run a script or open another page'
                  : "which a drawing does not need (a drawing program's own notes)",
            })
          : problem('FILE033', { shown, svg: SVG }),
      );
      return;
    }
    if (!ELEMENTS.has(tag.local)) {
      refuse(
        at,
        problem('FILE013', {
          shown,
          why:
            tag.local === 'script'
              ? 'runs a script'
              : tag.local === 'foreignObject'
                ? 'embeds HTML'
                : 'is not one of the SVG elements that draw',
        }),
      );
      return;
    }
    if (tag === root && tag.local !== 'svg') refuse(at, problem('FILE014', { shown }));
    for (const attribute of Object.values(tag.attributes)) {
      const where = () => text.indexOf(attribute.name, at);
      const named = () =>
        `${attribute.name}="${attribute.value.length > 60 ? attribute.value.slice(0, 60) + '…' : attribute.value}"`;
      if (attribute.uri === XMLNS) {
        if (attribute.value !== SVG && attribute.value !== XLINK)
          refuse(where(), problem('FILE015', { namespace: named(), SVG, XLINK }));
        continue;
      }
      const known =
        attribute.uri === ''
          ? ATTRIBUTES.has(attribute.local) || /^(?:aria|data)-[a-z0-9-]+$/.test(attribute.local)
          : attribute.uri === XLINK
            ? ['href', 'title'].includes(attribute.local)
            : attribute.uri === XML
              ? ['space', 'lang'].includes(attribute.local)
              : false;
      if (!known) {
        refuse(
          where(),
          /^on/i.test(attribute.local)
            ? problem('FILE046', { name: attribute.name })
            : problem('FILE047', { name: attribute.name, ...(attribute.uri ? { uri: attribute.uri } : {}) }),
        );
        continue;
      }
      if (attribute.local === 'href' && !safeHref(attribute.value.trim())) {
        refuse(where(), problem('FILE016', { attribute: named() }));
      }
      if (ANIMATIONS.has(tag.local) && attribute.local === 'attributeName' && /href|^\s*on|:/i.test(attribute.value)) {
        refuse(where(), problem('FILE017', { name: tag.name, attribute: named() }));
      }
      // Only a parenthesis, an escape or an at-sign can make CSS fetch anything: most values (d, x, fill="#fff") have none.
      const css =
        /[(\\@]/.test(attribute.value) && !/^(?:aria|data)-/.test(attribute.local)
          ? unsafeCss(attribute.value, attribute.local !== 'style')
          : undefined;
      if (css) refuse(where(), problem('FILE018', { css, name: attribute.name }));
    }
    if (tag.local === 'style') styleText = { at, css: '' };
    if ((tag.local === 'text' || tag.local === 'textPath') && !firstText) {
      firstText = { ...positionIn(text, at), words: '' };
      inText = 1;
    } else if (inText) inText += 1;
  });
  const styled = (chunk: string) => {
    if (styleText) styleText.css += chunk;
    if (inText && firstText) firstText.words += chunk;
  };
  parser.on('text', styled);
  parser.on('cdata', styled);
  parser.on('closetag', (tag) => {
    if (inText) {
      inText -= 1;
      // A <text> with no words draws nothing: the next one is the first.
      if (!inText && firstText && !firstText.words.trim()) firstText = undefined;
    }
    if (tag.local !== 'style' || !styleText) return;
    const css = unsafeCss(styleText.css);
    if (css) refuse(styleText.at, problem('FILE019', { css }));
    if (/@media[^{]*prefers-color-scheme\s*:\s*dark/i.test(decodeCss(styleText.css))) darkScheme = true;
    styleText = undefined;
  });
  let broken: string | undefined;
  parser.on('error', (error) => {
    broken ??= error.message.replace(/^[^:]*:\d+:\d+: /, '');
    refuse(parser.position - 1, problem('FILE020', { broken }));
  });
  parser.write(text).close();
  if (found) return found;
  if (!root) return { problem: problem('FILE021'), line: 1, col: 1 };
  const size = sizeOf(root, (why) => ({ problem: why, ...positionIn(text, text.indexOf('<' + root!.name)) }));
  if ('problem' in size) return size;
  const words = firstText?.words.replace(/\s+/g, ' ').trim() ?? '';
  const darkCopy = darkScheme ? darkSchemeCopy(text) : undefined;
  return {
    ...size,
    ...(firstText
      ? { text: { ...firstText, words: words.length > 40 ? `${words.slice(0, 40).trimEnd()}…` : words } }
      : {}),
    ...(darkScheme ? { darkScheme: true as const } : {}),
    ...(darkCopy ? { darkCopy } : {}),
    ...(darkScheme && plateAt(text) !== undefined ? { onPlate: true as const } : {}),
  };
}

/** width and height, or the viewBox's (scaled to one of them when only one is given), finite and at most MAX_PICTURE_SIDE. */
function sizeOf(root: SaxesTagNS, refuse: (why: Coded) => SvgProblem): SvgSize | SvgProblem {
  const attribute = (name: string) => root.attributes[name]?.value;
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && (box.length !== 4 || !box.every(Number.isFinite) || box[2] <= 0 || box[3] <= 0)) {
    return refuse(problem('FILE022', { viewBox: attribute('viewBox') }));
  }
  let width = pixels(attribute('width'));
  let height = pixels(attribute('height'));
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    const written = attribute(name);
    if (
      written !== undefined &&
      !written.trim().endsWith('%') &&
      !Number.isNaN(value) &&
      !(value > 0 && value <= MAX_PICTURE_SIDE)
    ) {
      return refuse(problem('FILE023', { name, written, MAX_PICTURE_SIDE }));
    }
  }
  if (box && Number.isNaN(width) && Number.isNaN(height)) [width, height] = [box[2], box[3]];
  else if (box && Number.isNaN(width)) width = (height * box[2]) / box[3];
  else if (box && Number.isNaN(height)) height = (width * box[3]) / box[2];
  if (!(width > 0) || !(height > 0)) return refuse(problem('FILE024'));
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE) {
    return refuse(problem('FILE025', { width: Math.round(width), height: Math.round(height), MAX_PICTURE_SIDE }));
  }
  return { width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
}
