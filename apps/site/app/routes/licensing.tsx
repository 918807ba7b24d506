import { brand, nmlsConsumerAccessUrl } from '../brand.ts';
import { pageMeta } from '../meta.ts';
import { ContactUs } from '../components/ContactUs.tsx';

export const meta = () => pageMeta('/licensing');

export default function Licensing() {
  return (
    <div className="page">
      <h1>Licensing</h1>
      <p>
        {brand.legalEntityName} is registered with the Nationwide Multistate Licensing System (NMLS)
        under NMLS ID {brand.nmlsId}. You can check our registration and every licence below on{' '}
        <a href={nmlsConsumerAccessUrl(brand.nmlsId)} rel="external">
          NMLS Consumer Access
        </a>
        .
      </p>
      {/* Scrolls in its own box when a phone with large text cannot fit its columns; focusable so a
          keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-label="State licences" tabIndex={0}>
        <table className="table">
          <caption>State licences</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Licence</th>
              <th scope="col">Number</th>
              <th scope="col">Regulator</th>
            </tr>
          </thead>
          <tbody>
            {brand.licenses.map((licence) => (
              <tr key={`${licence.state}-${licence.number}`}>
                <th scope="row">{licence.state}</th>
                <td>{licence.type}</td>
                <td>{licence.number}</td>
                <td>{licence.regulator}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Complaints</h2>
      <ContactUs lead="Call us on" />
      <p>
        You can also contact the regulator of your state listed above or the Consumer Financial
        Protection Bureau.
      </p>
    </div>
  );
}
