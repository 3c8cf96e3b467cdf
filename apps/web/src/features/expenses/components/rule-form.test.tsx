import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEMA_MESSAGES, ruleSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { RuleForm } from './rule-form';

const rule = (value: string) =>
  ruleSchema.parse({
    id: 3,
    name: 'Rent',
    position: 0,
    match: 'ALL',
    conditions: [{ field: 'description', op: 'regex', value }],
    actions: [{ field: 'category', value: 'Rent' }],
    enabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

describe('RuleForm', () => {
  it('says why a pattern cannot run, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'PUT /api/rules/3': () => jsonResponse(200, rule('x')) });
    renderWithProviders(<RuleForm rule={rule('(rent)\\s+\\1')} onClose={() => {}} />);
    await user.click(screen.getByTestId('rule-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SCHEMA_MESSAGES.ruleRegexUnsupported,
    );
    expect(callsTo(fetchMock, 'PUT /api/rules/3')).toHaveLength(0);
  });

  it('keeps the general hint for other issues', async () => {
    const user = userEvent.setup();
    stubApi();
    renderWithProviders(<RuleForm rule={rule('[a-')} onClose={() => {}} />);
    await user.click(screen.getByTestId('rule-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check the conditions and actions/);
  });
});
