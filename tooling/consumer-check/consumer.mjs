// What another lender property writes: the packages as published, installed with npm, used from
// plain Node (no bundler, no loader). consumer-check.ts runs it in a scratch project.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@lender/api-client';
import { formatUsd, monthlyPaymentCents } from '@lender/mortgage-math';
import { CurrencyInput } from '@lender/ui/number-input';
import { Slider } from '@lender/ui/slider';
import { TextInput } from '@lender/ui/text-input';
import { messages, ZipCodeSchema } from '@lender/validation';
import { createElement as h } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { renderToString } from 'react-dom/server';

/** A published stylesheet's text, found through the package's exports as a server would. */
const stylesheet = (specifier) => readFile(fileURLToPath(import.meta.resolve(specifier)), 'utf8');

async function check(name, run) {
  await run();
  console.log(`  ✓ ${name}`);
}

/** Every file an `exports` entry names, under any condition (types and sources too). */
function exportTargets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry ?? {}).flatMap(exportTargets);
}

const ourPackages = Object.keys(
  JSON.parse(await readFile('package.json', 'utf8')).dependencies,
).filter((name) => name.startsWith('@lender/'));

await check(
  'every export of the packed packages names a file in the tarball and loads in plain Node',
  async () => {
    const require = createRequire(import.meta.url);
    for (const name of ourPackages) {
      const root = dirname(require.resolve(`${name}/package.json`));
      const { exports } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
      for (const [subpath, entry] of Object.entries(exports)) {
        for (const target of exportTargets(entry)) {
          assert.ok(
            existsSync(join(root, target)),
            `${name} exports ${subpath} as ${target}, not in the package`,
          );
        }
        const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
        if (/\.(css|json)$/.test(subpath)) {
          assert.ok((await readFile(fileURLToPath(import.meta.resolve(specifier)), 'utf8')).trim());
        } else {
          const module = await import(specifier);
          assert.ok(Object.keys(module).length > 0, `${specifier} exports nothing`);
        }
      }
    }
  },
);

const field = renderToString(
  h(TextInput, {
    id: 'email',
    name: 'email',
    label: 'Email address',
    hint: 'We write once a month',
    error: 'Enter an email address',
  }),
);

await check(
  '@lender/ui renders a labelled field with its hint and error (react-dom/server)',
  () => {
    assert.match(field, /<label class="lui-label" for="email">Email address<\/label>/);
    assert.match(field, /<input[^>]* aria-describedby="email-hint email-error"/);
    assert.match(field, /<input[^>]* aria-invalid="true"/);
    assert.match(field, /<p id="email-error" class="lui-error-message">/);
    assert.match(field, /Error:<\/span> (<!-- -->)?Enter an email address<\/p>/);
  },
);

await check('@lender/ui React Aria fields read the consumer’s I18nProvider', () => {
  // The install line pins react-aria-components to @lender/ui's version: one copy, so the
  // provider the consumer imports is the one the components read.
  const price = (locale) =>
    renderToString(
      h(
        I18nProvider,
        { locale },
        h(CurrencyInput, { id: 'price', label: 'Home price', defaultValue: 250000 }),
      ),
    );
  assert.match(price('en-US'), /value="\$250,000"/);
  assert.match(price('de-DE'), /value="250\.000\s\$"/); // a no-break space before the sign
  const slider = renderToString(
    h(
      I18nProvider,
      { locale: 'en-US' },
      h(Slider, { id: 'down', label: 'Down payment', defaultValue: 20 }),
    ),
  );
  assert.match(slider, /<input[^>]* type="range"/);
});

await check('@lender/ui stylesheets are files in the package, each self-contained', async () => {
  const textInput = await stylesheet('@lender/ui/text-input.css');
  assert.doesNotMatch(textInput, /@import/);
  for (const name of field.match(/lui-[\w-]+/g)) {
    if (name === 'lui-input--full') continue; // a width that needs no rule
    assert.ok(textInput.includes(`.${name}`), `text-input.css styles .${name}`);
  }
  const all = await stylesheet('@lender/ui/styles.css');
  for (const name of ['.lui-slider__thumb', '.lui-select__popover', '.lui-modal', '.lui-input']) {
    assert.ok(all.includes(name), `styles.css styles ${name}`);
  }
  assert.match(await stylesheet('@lender/ui/tokens.css'), /--color-brand:/);
});

/** A ZIP code's place as the API answers it (GET /rmscbff/zipCodes/48226). */
const DETROIT = {
  zipCode: '48226',
  city: 'Detroit',
  stateCode: 'MI',
  stateName: 'Michigan',
  county: 'Wayne',
  latitude: 42.33,
  longitude: -83.05,
  locationId: '48226',
  cityLocationId: 'detroit-mi',
};

/** A tiny API on node:http: what it was asked, and fixed answers to three requests. */
function answer(request, body) {
  if (request.method === 'POST' && request.url === '/rmscbff/aws/suggest') {
    return [200, ['refinance', 'refinance rates']];
  }
  if (request.url === '/rmscbff/zipCodes/48226') return [200, DETROIT];
  if (request.url === '/rmscbff/zipCodes/4822') {
    const errors = [{ field: 'zip', message: messages.zip.errorFormat }];
    return [400, { message: 'There is a problem', errors }];
  }
  return [404, { message: `No route ${request.method} ${request.url} ${body}` }];
}

await check(
  '@lender/api-client calls the API and checks its answers (against node:http)',
  async () => {
    const requests = [];
    const server = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      requests.push(`${request.method} ${request.url} ${body}`.trim());
      const [status, json] = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const logged = console.error;
    console.error = () => {}; // the client logs a failed call's status (SPEC §8)
    try {
      const api = createApiClient({ baseUrl: `http://127.0.0.1:${server.address().port}` });
      assert.deepEqual(await api.suggest('refin'), ['refinance', 'refinance rates']);
      // The answer goes through @lender/validation's schema (the packed copy api-client imports).
      assert.deepEqual(await api.zipCode('48226'), { ok: true, data: DETROIT });
      assert.deepEqual(await api.zipCode('4822'), {
        ok: false,
        kind: 'invalid',
        errors: [{ field: 'zip', message: messages.zip.errorFormat }],
      });
      assert.deepEqual(requests, [
        'POST /rmscbff/aws/suggest {"term":"refin"}',
        'GET /rmscbff/zipCodes/48226',
        'GET /rmscbff/zipCodes/4822',
      ]);
    } finally {
      console.error = logged;
      server.close();
    }
  },
);

await check('@lender/validation checks with the shared messages', () => {
  assert.equal(ZipCodeSchema.safeParse('48226').success, true);
  const short = ZipCodeSchema.safeParse('4822');
  assert.equal(short.success, false);
  assert.equal(short.error.issues[0].message, messages.zip.errorFormat);
});

await check('@lender/mortgage-math computes a payment to the cent', () => {
  const terms = { loanAmountCents: 300_000_00, annualRatePercent: 6.5, termMonths: 360 };
  assert.equal(monthlyPaymentCents(terms), 1_896_20);
  assert.equal(formatUsd(monthlyPaymentCents(terms)), '$1,896.20');
});

await check(
  'each calculator’s standalone entry renders its labelled fields on the server and can mount',
  async () => {
    const calculators = ourPackages.filter((name) => /^@lender\/calculator-(?!kit$)/.test(name));
    assert.ok(calculators.length >= 12, `only ${calculators.length} calculators packed`);
    const require = createRequire(import.meta.url);
    for (const name of calculators) {
      const { version } = JSON.parse(
        await readFile(require.resolve(`${name}/package.json`), 'utf8'),
      );
      const standalone = await import(`${name}/standalone`);
      assert.equal(typeof standalone.mount, 'function', `${name}/standalone has no mount()`);
      assert.equal(standalone.version, version, `${name}/standalone tells another version`);
      const html = renderToString(h(standalone.default, {}));
      // Every input a person can reach is named by a label: one around it, its own (for=), or
      // one it points at.
      const labelledIds = new Set(
        [...html.matchAll(/<label[^>]* for="([^"]+)"/g)].map((m) => m[1]),
      );
      const inputs = [...html.matchAll(/<input\b[^>]*>/g)];
      assert.ok(inputs.length > 0, `${name} renders no input`);
      for (const { 0: input, index } of inputs) {
        if (/type="hidden"/.test(input)) continue;
        // A slider under a number box is hidden from assistive technology and the tab order:
        // the box, which has its label, is the way to the value for them.
        if (/aria-hidden="true"/.test(input) && /tabindex="-1"/.test(input)) continue;
        const before = html.slice(0, index);
        const insideLabel = before.lastIndexOf('<label') > before.lastIndexOf('</label>');
        const id = /\bid="([^"]+)"/.exec(input)?.[1];
        assert.ok(
          insideLabel || /aria-label(ledby)?="/.test(input) || labelledIds.has(id),
          `${name}: an input without a label: ${input.slice(0, 160)}`,
        );
      }
    }
  },
);
