import type { FormSection } from '../../src/generated/site-types';
import { SectionShell } from '../parts/SectionShell';
import { useSiteLayout } from '../parts/siteLayout';
import { APPLICATION_FIELDS, CONTACT_FIELDS, PHONE_RULES, type Field } from './formFields';

/** The enquiry and job-application forms: native validation, posted to the form-collection service. */
export function Form({ section }: { section: FormSection }) {
  const { site } = useSiteLayout();
  const isApplication = section.form === 'application';
  const fields = isApplication ? APPLICATION_FIELDS : CONTACT_FIELDS;
  const action = isApplication ? site.forms.application : site.forms.contact;
  return (
    <SectionShell {...section}>
      <form className="site-form" method="post" action={action} encType={isApplication ? 'multipart/form-data' : undefined}>
        <p className="form-note">Fields marked <span aria-hidden="true">*</span><span className="visually-hidden">required</span> are required.</p>
        <div className="form-grid">
          {fields.map((field) => <FormField key={field.name} field={field} formId={section.form} accept={site.forms.resumeTypes?.join(',')} />)}
        </div>
        <button type="submit" className="button">{isApplication ? 'Send application' : 'Send message'}</button>
      </form>
    </SectionShell>
  );
}

function FormField({ field, formId, accept }: { field: Field; formId: string; accept?: string }) {
  const id = `${formId}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = { id, name: field.name, required: field.required, 'aria-describedby': hintId, autoComplete: field.autoComplete };
  return (
    <div className={`form-field field-${field.type}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span className="required" aria-hidden="true"> *</span>}
      </label>
      {field.hint && <p className="field-hint" id={hintId}>{field.hint}</p>}
      {field.type === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue={field.options?.[0].value}>
          {field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      ) : field.type === 'file' ? (
        <input type="file" accept={accept} {...common} />
      ) : (
        <input type={field.type} {...common} {...(field.type === 'tel' ? PHONE_RULES : {})} />
      )}
    </div>
  );
}
