// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExperimentAssignment } from '@lender/analytics';
import { analyticsStub } from '@lender/analytics/browser';
import { parseCookies } from '@lender/analytics/document-cookies';
import { CLIENT_CONFIG_ELEMENT_ID } from '../client-config.ts';
import { ExperimentExposure } from './ExperimentExposure.tsx';

const assignment: ExperimentAssignment = {
  experimentKey: 'home-hero',
  experimentName: 'Home page hero wording',
  variantKey: 'numbers-first',
  variantName: 'Numbers first',
  reportable: true,
};

function exposures() {
  return analyticsStub(window)
    .queue.filter((call) => call.args[0] === 'participated_in_experiment')
    .map((call) => call.args[1]);
}

function showHome(shown: ExperimentAssignment | undefined) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ExperimentExposure assignment={shown} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

function setClientConfig(config: object | undefined) {
  document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
  if (!config) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CLIENT_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(config);
  document.head.append(block);
}

beforeEach(() => {
  delete (window as unknown as { lenderAnalytics?: unknown }).lenderAnalytics;
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  setClientConfig({ segmentKey: 'wk', environment: 'prod', appVersion: '1.0.0' });
});
afterEach(() => cleanup());

describe('ExperimentExposure', () => {
  it('reports the variant shown once per session, however often the page renders', () => {
    showHome(assignment).unmount();
    showHome(assignment).unmount();
    expect(exposures()).toEqual([
      expect.objectContaining({
        experiment_id: 'home-hero',
        variant_id: 'numbers-first',
        experiment_location: 'harborlight:home',
      }),
    ]);
  });

  it('reports nothing without analytics (no write key in the client configuration)', () => {
    setClientConfig(undefined);
    showHome(assignment);
    expect(exposures()).toEqual([]);
  });

  it('reports nothing for a control the server showed without identifying the visitor', () => {
    showHome({ ...assignment, reportable: false });
    showHome(undefined);
    expect(exposures()).toEqual([]);
  });
});
