import type { FormSection } from '../../src/site/descriptorTypes';
import { telHref } from '../../src/shared/links';
import type { FormProps } from '../islands/Form';
import { applicationFields, CONTACT_FIELDS } from '../islands/formFields';
import { RESUME_DEFAULTS } from '../../src/shared/resume';
import { Island } from '../parts/Island';
import { SectionShell } from '../parts/SectionShell';
import { useSiteLayout } from '../parts/siteLayout';

/** The enquiry or job-application form: a heading from site.yaml around the form island. */
export function Form({ section }: { section: FormSection }) {
  const { site, ui } = useSiteLayout();
  const isApplication = section.form === 'application';
  const phone = site.phones[0];
  const props: FormProps = {
    form: section.form,
    action: isApplication ? site.forms.application : site.forms.contact,
    fields: isApplication ? applicationFields(section.positions ?? []) : CONTACT_FIELDS,
    resume: { maxBytes: site.forms.resumeMaxBytes ?? RESUME_DEFAULTS.maxBytes, types: site.forms.resumeTypes ?? RESUME_DEFAULTS.types },
    submitLabel: isApplication ? ui.sendApplication : ui.sendMessage,
    phone: phone ? { number: phone.number, href: telHref(phone.number) } : null,
  };
  return (
    <SectionShell {...section}>
      <Island name="form" props={props} hydrateOnFocus />
    </SectionShell>
  );
}
