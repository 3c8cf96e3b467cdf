import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import {
  RULE_ACTION_FIELDS,
  RULE_FIELD_OPS,
  RULE_FIELDS,
  RULE_MATCHES,
  RULE_OPS,
} from '../domain/rules.js';
import { RULE_REGEX_MAX, ruleRegexProblem, type RuleRegexProblem } from '../domain/rule-regex.js';
import { SCHEMA_MESSAGES } from './messages.js';
import {
  booleanField,
  enumField,
  idSchema,
  numberField,
  textField,
  timestampSchema,
} from './fields.js';
import { TRANSACTION_TYPES, transactionSchema } from './transactions.js';

/** Rules (API.md "Rules"). */
export const RULE_NAME_MAX = 100;
export const RULE_VALUE_MAX = 200;
export const RULE_CONDITIONS_MAX = 10;

const conditionSchema = z.strictObject({
  field: enumField('Field', RULE_FIELDS),
  op: enumField('Operator', RULE_OPS),
  value: z
    .string({ error: RULE_MESSAGES.required('Value') })
    .max(RULE_VALUE_MAX, { error: RULE_MESSAGES.maxLength('Value', RULE_VALUE_MAX) }),
});
const actionSchema = z.strictObject({
  field: enumField('Field', RULE_ACTION_FIELDS),
  value: z
    .string({ error: RULE_MESSAGES.required('Value') })
    .max(RULE_VALUE_MAX, { error: RULE_MESSAGES.maxLength('Value', RULE_VALUE_MAX) }),
});

const ruleFields = {
  name: textField('Name', { max: RULE_NAME_MAX }),
  position: numberField('Position', { int: true, min: 0, max: 10_000 }),
  match: enumField('Match', RULE_MATCHES),
  conditions: z
    .array(conditionSchema, { error: RULE_MESSAGES.required('Conditions') })
    .min(1, { error: RULE_MESSAGES.required('Conditions') })
    .max(RULE_CONDITIONS_MAX, { error: RULE_MESSAGES.max('Conditions', RULE_CONDITIONS_MAX) }),
  actions: z
    .array(actionSchema, { error: RULE_MESSAGES.required('Actions') })
    .min(1, { error: RULE_MESSAGES.required('Actions') })
    .max(3, { error: RULE_MESSAGES.max('Actions', 3) }),
  enabled: booleanField('Enabled'),
};

/** Each reason a regex is refused for, said as the field's message (ADR 0020). */
const REGEX_MESSAGES: Record<RuleRegexProblem, string> = {
  tooLong: RULE_MESSAGES.maxLength('Value', RULE_REGEX_MAX),
  unsupported: SCHEMA_MESSAGES.ruleRegexUnsupported,
  tooLarge: SCHEMA_MESSAGES.ruleRegexTooLarge,
  invalid: RULE_MESSAGES.pattern('Value'),
};

type RuleShape = {
  conditions?: { field: string; op: string; value: string }[] | undefined;
  actions?: { field: string; value: string }[] | undefined;
};

/** An operator the field takes, a value it can hold, an action value that is allowed. */
export function ruleIssues(r: RuleShape): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  (r.conditions ?? []).forEach((c, i) => {
    const ops = RULE_FIELD_OPS[c.field as keyof typeof RULE_FIELD_OPS] as readonly string[];
    if (!ops.includes(c.op))
      out.push({ path: ['conditions', i, 'op'], message: RULE_MESSAGES.oneOf('Operator', ops) });
    const number = c.field === 'amount' || c.field === 'accountId';
    if (number && !/^\d{1,13}(\.\d{1,8})?$/.test(c.value))
      out.push({ path: ['conditions', i, 'value'], message: RULE_MESSAGES.pattern('Value') });
    if (c.field === 'type' && !(TRANSACTION_TYPES as readonly string[]).includes(c.value))
      out.push({
        path: ['conditions', i, 'value'],
        message: RULE_MESSAGES.oneOf('Value', TRANSACTION_TYPES),
      });
    // Longer than any value may be: the value's own check has said so already.
    const problem =
      c.op === 'regex' && c.value.length <= RULE_VALUE_MAX ? ruleRegexProblem(c.value) : null;
    if (problem) out.push({ path: ['conditions', i, 'value'], message: REGEX_MESSAGES[problem] });
  });
  const types = TRANSACTION_TYPES.filter((t) => t !== 'TRANSFER');
  (r.actions ?? []).forEach((a, i) => {
    if (a.field === 'type' && !(types as readonly string[]).includes(a.value))
      out.push({ path: ['actions', i, 'value'], message: RULE_MESSAGES.oneOf('Value', types) });
    if (a.field === 'category' && a.value.length > 50)
      out.push({ path: ['actions', i, 'value'], message: RULE_MESSAGES.maxLength('Value', 50) });
  });
  return out;
}

const refineRule = (r: RuleShape, ctx: z.RefinementCtx) => {
  for (const i of ruleIssues(r)) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
};

export const createRuleBodySchema = z
  .strictObject({
    ...ruleFields,
    position: ruleFields.position.optional(),
    match: ruleFields.match.optional(),
    enabled: ruleFields.enabled.optional(),
  })
  .superRefine(refineRule);
export type CreateRuleBody = z.infer<typeof createRuleBodySchema>;
export const updateRuleBodySchema = z.strictObject(ruleFields).partial().superRefine(refineRule);
export type UpdateRuleBody = z.infer<typeof updateRuleBodySchema>;

export const ruleSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    position: z.number().int(),
    match: z.enum(RULE_MATCHES),
    conditions: z.array(
      z.object({ field: z.enum(RULE_FIELDS), op: z.enum(RULE_OPS), value: z.string() }),
    ),
    actions: z.array(z.object({ field: z.enum(RULE_ACTION_FIELDS), value: z.string() })),
    enabled: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Rule' });
export type RuleItem = z.infer<typeof ruleSchema>;
export const ruleListSchema = z.array(ruleSchema).meta({ id: 'RuleList' });

/** POST /api/rules/{id}/apply: to the user's existing transactions; dryRun changes nothing. */
export const applyRuleBodySchema = z.strictObject({ dryRun: booleanField('Dry run').optional() });
export const applyRuleResultSchema = z
  .object({
    matched: z.number().int(),
    changed: z.number().int(),
    /** Up to 10 transactions that change, as they would be after the rule. */
    sample: z.array(transactionSchema),
  })
  .meta({ id: 'RuleApplyResult' });
export type ApplyRuleResult = z.infer<typeof applyRuleResultSchema>;
