import type { FormSection } from '../../src/contract/descriptorTypes.ts';
import { telHref } from '../../src/shared/links.ts';
import type { FormProps } from '../islands/Form.tsx';
import { applicationFields, contactFields } from '../islands/formFields.ts';
import { RESUME_DEFAULTS } from '../../src/shared/resume.ts';
import { Island } from '../parts/Island.tsx';
import { SectionShell } from '../parts/SectionShell.tsx';
import { Paragraphs } from '../parts/Paragraphs.tsx';
import { formSetup } from '../../src/shared/formProviders.ts';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/** The enquiry or job-application form: a heading from site.yaml around the form island. */
export function Form({ section }: { section: FormSection }) {
  const { site, ui, formReturn } = useSiteLayout();
  const isApplication = section.form === 'application';
  const phone = site.phones[0];
  const props: FormProps = {
    form: section.form,
    setup: formSetup(site.forms, section.form, formReturn, formReturn.thanksPath),
    fields: isApplication ? applicationFields(section.positions ?? [], ui) : contactFields(ui),
    resume: {
      maxBytes: site.forms.resumeMaxBytes ?? RESUME_DEFAULTS.maxBytes,
      types: site.forms.resumeTypes ?? RESUME_DEFAULTS.types,
    },
    submitLabel: isApplication ? ui.sendApplication : ui.sendMessage,
    phone: phone ? { number: phone.number, href: telHref(phone.number) } : null,
    words: {
      requiredNote: ui.formRequiredNote,
      required: ui.formRequired,
      leaveEmpty: ui.formLeaveEmpty,
      sending: ui.formSending,
      failed: ui.formFailed,
      failedCall: ui.formFailedCall,
      successTitle: ui.formSuccessTitle,
      successText: ui.formSuccessText,
      nextStep: isApplication ? ui.applicationNextStep : ui.formNextStep,
      checkOneField: ui.formCheckOneField,
      checkFields: ui.formCheckFields,
      close: ui.formClose,
      resumeHint: ui.hintResume,
      or: ui.or,
      resumeWrongType: ui.resumeWrongType,
      resumeTooLarge: ui.resumeTooLarge,
      resumeNotReally: ui.resumeNotReally,
    },
  };
  return (
    <SectionShell {...section}>
      {section.notice && (
        <div className="form-notice">
          <Paragraphs text={section.notice} />
        </div>
      )}
      <Island name="form" props={props} hydrateOnFocus />
    </SectionShell>
  );
}
