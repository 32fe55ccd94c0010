import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { RESUME_SIGNATURE_BYTES, resumeKind } from '../../src/shared/resume.ts';
import type { FormId } from '../../src/shared/formContract.ts';
import type { FormSetup } from '../../src/shared/formProviders.ts';
import { PHONE_RULES, type Field } from './formFields.ts';
import { prefersReducedMotion } from '../../src/shared/inView.ts';
import type { PropsInHtml } from './propsInHtml.ts';

export interface ResumeRules {
  maxBytes: number;
  types: string[];
}

export interface FormProps {
  /** Which form: also the prefix of every field id (contact-Name, application-RESUME…). */
  form: FormId;
  /**
   * What the service asks of the form (src/shared/formProviders.ts): its address (the native post and the fetch both go
   * there), the form's attributes, the hidden fields, the spam trap's name and the reply-to field.
   */
  setup: FormSetup;
  fields: Field[];
  resume: ResumeRules;
  submitLabel: string;
  /** Offered when sending fails. */
  phone: { number: string; href: string } | null;
  /** The form's own words in the page's language (src/shared/uiText.ts); {names} are filled in here. */
  words: FormWords;
}

export interface FormWords {
  requiredNote: string;
  required: string;
  leaveEmpty: string;
  sending: string;
  failed: string;
  failedCall: string;
  /** The Success popup's title and text (the spec's words), and what happens next. */
  successTitle: string;
  successText: string;
  nextStep: string;
  /** Said once when a send is refused: one field to fix, or {count} of them. */
  checkOneField: string;
  checkFields: string;
  close: string;
  resumeHint: string;
  or: string;
  resumeWrongType: string;
  resumeTooLarge: string;
  resumeNotReally: string;
}

/**
 * The fields as this component wrote them into the page, read back before hydration: the page carries them once, as
 * its HTML (what a visitor without JavaScript gets), not again as props (a long Position list, every label and hint).
 */
export const propsInHtml: PropsInHtml<FormProps> = {
  fields: (island) =>
    [...island.querySelectorAll<HTMLElement>('.form-field')].map((box): Field => {
      const control = box.querySelector<Control>('input, textarea, select')!;
      const type = [...box.classList]
        .find((name) => name.startsWith('field-'))!
        .slice('field-'.length) as Field['type'];
      return {
        name: control.name,
        label: box.querySelector('label')!.firstChild!.textContent!,
        type,
        required: control.required,
        autoComplete: control.getAttribute('autocomplete') ?? undefined,
        hint: type === 'file' ? undefined : (box.querySelector('.field-hint')?.textContent ?? undefined),
        invalid: control.dataset.invalid,
        options:
          control instanceof HTMLSelectElement
            ? [...control.options].map((option) => ({ value: option.value, label: option.textContent! }))
            : undefined,
      };
    }),
};

/** A text with its {names} filled in (src/shared/uiText.ts's, kept out of the island's bundle). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Time a send may take before the visitor is told it failed (the typed input stays). */
export const SEND_TIMEOUT_MS = 30_000;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The enquiry and job-application forms. Without JavaScript (or before this island loads) they post natively to the
 * form-collection service, and the browser's own validation guards them. Hydrated, the browser's bubbles are off
 * (novalidate): the browser still judges each field (required, the 10-digit pattern, the e-mail, the résumé's size and
 * type added to it), and the form shows each field's own message under it, then brings the first such field into
 * view below the sticky header and focuses it. It sends by fetch, keeps everything typed when sending fails and puts
 * that message in view, focused, and opens a popup that says what happens next when it works.
 */
export default function Form({ form: formId, setup, fields, resume, submitLabel, phone, words }: FormProps) {
  const { action, trap, replyTo } = setup;
  const isMultipart = fields.some((f) => f.type === 'file');
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  // The one thing a screen reader is told when the form refuses a send (each field's message is read with the field).
  const [summary, setSummary] = useState('');
  const sending = useRef(false); // state updates are not immediate; this stops a second submit at once
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const titleId = `${formId}-sent-title`;
  const textId = `${formId}-sent-text`;

  // Hydrated: the form shows its own messages instead of the browser's bubbles (which cover them, in other words).
  useEffect(() => {
    formRef.current!.noValidate = true;
  }, []);
  // A failed send's message where the visitor is looking (the button may be at the screen's bottom edge), focused.
  useEffect(() => {
    if (status !== 'failed') return;
    failureRef.current?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    failureRef.current?.focus({ preventScroll: true });
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.current) return;
    sending.current = true;
    await checkResume(form, resume, words);
    const toFix = invalidCount(form);
    if (toFix) {
      // Set anew on each refused send, so that the same words are said again.
      setSummary('');
      setTimeout(() =>
        setSummary(toFix === 1 ? words.checkOneField : fill(words.checkFields, { count: String(toFix) })),
      );
      sending.current = false;
      return;
    }
    setSummary('');
    const data = new FormData(form);
    const isBot = String(data.get(trap) ?? '') !== '';
    data.delete(trap);
    // The service sets Reply-To from a field of its own: the visitor's address, copied from the form's e-mail field.
    if (replyTo) data.set(replyTo.field, String(data.get(replyTo.from) ?? ''));
    setStatus('sending');
    // A service that takes the form and never answers fails the send in the end, with everything typed kept.
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(), SEND_TIMEOUT_MS);
    try {
      if (!isBot) {
        // The enquiry goes urlencoded, byte for byte what the browser would post natively (line breaks as CRLF).
        const body = isMultipart
          ? data
          : new URLSearchParams([...data].map(([name, value]) => [name, String(value).replace(/\r\n|\r|\n/g, '\r\n')]));
        const response = await fetch(action, {
          method: 'POST',
          body,
          headers: { Accept: 'application/json' },
          signal: giveUp.signal,
        });
        if (!response.ok) throw new Error(`the form service answered ${response.status}`);
      }
      form.reset();
      setStatus('idle');
      dialogRef.current?.showModal();
      closeRef.current?.focus();
    } catch {
      setStatus('failed');
    } finally {
      clearTimeout(timer);
      sending.current = false;
    }
  };

  return (
    <>
      <form
        ref={formRef}
        className="site-form"
        method="post"
        action={action}
        encType={isMultipart ? 'multipart/form-data' : undefined}
        onSubmit={onSubmit}
        {...setup.attributes}
      >
        {setup.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} disabled={name === replyTo?.field} />
        ))}
        <p className="form-note">{words.requiredNote}</p>
        <div className="form-grid">
          {fields.map((field) => (
            <FormField key={field.name} field={field} formId={formId} resume={resume} words={words} say={setSummary} />
          ))}
        </div>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${formId}-${trap}`}>{words.leaveEmpty}</label>
          <input id={`${formId}-${trap}`} type="text" name={trap} tabIndex={-1} autoComplete="off" />
        </div>
        {/* aria-disabled, not disabled, while sending: a disabled button loses keyboard focus (to the page's body), and the
            Success popup then has nowhere to give it back. Its second press is refused by onSubmit. */}
        <button type="submit" className="button" aria-disabled={status === 'sending' ? true : undefined}>
          {status === 'sending' ? words.sending : submitLabel}
        </button>
        <p className="visually-hidden" role="status">
          {summary}
        </p>
        {status === 'failed' && (
          <div ref={failureRef} className="form-status is-error" role="alert" tabIndex={-1}>
            {phone ? withLink(words.failedCall, 'phone', <a href={phone.href}>{phone.number}</a>) : words.failed}
          </div>
        )}
      </form>
      {/* Closed by Close or Escape, the popup gives focus back to the submit button, which had it when the popup opened. */}
      {/* Described by its text, which a screen reader then reads when the popup opens, after its title. */}
      <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{words.successTitle}</h2>
        <div id={textId}>
          <p>{words.successText}</p>
          <p>{words.nextStep}</p>
        </div>
        <button ref={closeRef} type="button" className="button" onClick={() => dialogRef.current?.close()}>
          {words.close}
        </button>
      </dialog>
    </>
  );
}

/** A text whose {name} is an element: the text around it, and the element in its place. */
function withLink(text: string, name: string, element: ReactNode): ReactNode {
  const [before, after = ''] = text.split(`{${name}}`);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

function FormField({
  field,
  formId,
  resume,
  words,
  say,
}: {
  field: Field;
  formId: string;
  resume: ResumeRules;
  words: FormWords;
  /** Tells a screen reader a message at once (the form's one status line). */
  say: (message: string) => void;
}) {
  const [error, setError] = useState('');
  const id = `${formId}-${field.name}`;
  const hint =
    field.type === 'file'
      ? fill(words.resumeHint, { types: typeList(resume.types, words.or), size: megabytes(resume.maxBytes) })
      : field.hint;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The field's own words; the résumé's particular refusals (too large, another type) are its custom validity.
  const ownMessage = (control: Control) =>
    control.validity.customError
      ? control.validationMessage
      : field.invalid
        ? fill(field.invalid, { types: typeList(resume.types, words.or), size: megabytes(resume.maxBytes) })
        : control.validationMessage;
  const onInvalid = (event: FormEvent<Control>) => setError(ownMessage(event.currentTarget));
  const onChange = async (event: ChangeEvent<Control>) => {
    const control = event.currentTarget;
    if (control instanceof HTMLInputElement && control.type === 'file') {
      control.setCustomValidity(await resumeProblem(control.files?.[0], resume, words));
      // checkValidity fires "invalid", which shows the message under the field; the visitor is still on the file
      // chooser's button, so it is said too.
      if (!control.checkValidity()) return say(control.validationMessage);
    }
    if (control.validity.valid) setError('');
    else if (error) setError(ownMessage(control));
  };
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-describedby': hint ? `${hintId} ${errorId}` : errorId,
    'aria-invalid': error ? true : undefined,
    // The field's message, kept here for the browser (read back with the rest of the field: propsInHtml above).
    'data-invalid': field.invalid,
    onInvalid,
    onChange,
  };
  return (
    <div className={`form-field field-${field.type}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && (
          <>
            <span className="required" aria-hidden="true">
              {' *'}
            </span>
            <span className="visually-hidden"> ({words.required})</span>
          </>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue={field.options?.[0].value}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === 'file' ? (
        <input type="file" accept={resume.types.join(',')} {...common} />
      ) : (
        <input {...common} {...(field.type === 'tel' ? PHONE_RULES : { type: field.type })} />
      )}
      {/* Under the box, so the boxes of fields side by side line up whether or not a field has a hint. */}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {/* Read with the field (aria-describedby); not a live region, so that a refused send says one thing, not one
          message per field (the form's status line says how many need a look). */}
      <p className="field-error" id={errorId}>
        {error}
      </p>
    </div>
  );
}

const typeList = (types: string[], or: string) => {
  const names = types.map((t) => t.replace(/^\./, '').toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]}` : names.join('');
};
const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** Why this résumé cannot be sent, or '' when it can: its name, its size, and its first bytes (a renamed photo is not a PDF). */
async function resumeProblem(file: File | undefined, rules: ResumeRules, words: FormWords): Promise<string> {
  if (!file) return '';
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const types = typeList(rules.types, words.or);
  if (!rules.types.includes(extension)) return fill(words.resumeWrongType, { file: file.name, types });
  if (file.size > rules.maxBytes)
    return fill(words.resumeTooLarge, { file: file.name, size: megabytes(rules.maxBytes) });
  const firstBytes = new Uint8Array(await file.slice(0, RESUME_SIGNATURE_BYTES).arrayBuffer());
  if (!resumeKind(firstBytes, file.name))
    return fill(words.resumeNotReally, { file: file.name, kind: extension.slice(1).toUpperCase(), types });
  return '';
}

/** Checks the résumé again on submit, so that the browser's judgement of the form includes a file it cannot send. */
async function checkResume(form: HTMLFormElement, rules: ResumeRules, words: FormWords): Promise<void> {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (input) input.setCustomValidity(await resumeProblem(input.files?.[0], rules, words));
}

/**
 * How many fields cannot be sent. Each one that cannot gets its message (checkValidity fires its "invalid" event);
 * the first is scrolled to the top of the window, which html's scroll-padding-top keeps below the sticky header, label
 * and all, and focused.
 */
function invalidCount(form: HTMLFormElement): number {
  const controls = [...form.elements].filter(
    (el): el is Control => 'willValidate' in el && (el as Control).willValidate,
  );
  const invalid = controls.filter((control) => !control.checkValidity());
  const first = invalid[0];
  if (!first) return 0;
  (first.closest('.form-field') ?? first).scrollIntoView({
    block: 'start',
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
  first.focus({ preventScroll: true });
  return invalid.length;
}
