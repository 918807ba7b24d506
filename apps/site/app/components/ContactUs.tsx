import { brand } from '../brand.ts';

/** The lender's phone number and postal address, as every legal page gives them. */
export function ContactUs({ lead = 'Call' }: { lead?: string }) {
  return (
    <p>
      {lead} <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a> or write to{' '}
      {brand.address}.
    </p>
  );
}
