import { Fragment } from 'react';

/**
 * An e-mail address that wraps on a narrow screen only after its "@" or after a dot, never inside a name
 * ("vistaar-" | "software"): each piece keeps together, with a line-break opportunity between pieces.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const pieces = at < 0 ? [address] : [address.slice(0, at + 1), ...address.slice(at + 1).split(/(?<=\.)/)];
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="nobr">{piece}</span>
        </Fragment>
      ))}
    </>
  );
}

/**
 * A postal address written on one line ("Office 402, Sahyadri Business Centre, …"): it wraps between its parts,
 * and a part that fits on a line is never split ("Pune 411045" stays together).
 */
export function AddressText({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="address-part">
            {part}
            {i < parts.length - 1 ? ',' : ''}
          </span>
        </Fragment>
      ))}
    </>
  );
}

/** The parts of the office address, from the street to the country (or to the postal code, `short`). */
export function addressParts(
  address: { lines: string[]; city: string; postalCode: string; region: string; country: string },
  short = false,
): string[] {
  const parts = [...address.lines, `${address.city} ${address.postalCode}`];
  return short ? parts : [...parts, address.region, address.country];
}
