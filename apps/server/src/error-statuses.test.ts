import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ErrorCode,
  isErrorCode,
  isStatusAllowed,
  UPLOAD_FAILURE_STATUS,
} from '@wealthlog/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every error the server raises with a status of its own choosing must take one the catalogue
 * allows for its code (core's ERROR_CATALOGUE: `status`, or one of `also`). AppError refuses any
 * other at run time, but only on the paths a test happens to take: this reads the source instead.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * Statuses that are not literals, by file and code: the values the expression can take. A new
 * one fails below until it is listed here.
 */
const COMPUTED: Record<string, number[]> = {
  // uploadError: the upload rules' failure statuses, by kind (type → VAL_003, name/size → VAL_001).
  'modules/uploads/uploads.service.ts VAL_003': [UPLOAD_FAILURE_STATUS.type],
  'modules/uploads/uploads.service.ts VAL_001': [
    UPLOAD_FAILURE_STATUS.name,
    UPLOAD_FAILURE_STATUS.size,
  ],
};

interface Raised {
  where: string;
  file: string;
  code: string | null;
  /** The literal status; null when computed; undefined when the catalogue's own is used. */
  status: number | null | undefined;
  relayed: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

function propertyOf(obj: ts.ObjectLiteralExpression, name: string) {
  return obj.properties.find(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
      p.name.getText() === name,
  );
}

function raisedIn(file: string): Raised[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const rel = path.relative(SRC, file).split(path.sep).join('/');
  const found: Raised[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') {
      const [codeArg, , options] = node.arguments ?? [];
      const code = codeArg && ts.isStringLiteral(codeArg) ? codeArg.text : null;
      let status: number | null | undefined;
      let relayed = false;
      if (options && ts.isObjectLiteralExpression(options)) {
        const s = propertyOf(options, 'status');
        if (s) {
          const value = ts.isPropertyAssignment(s) ? s.initializer : null;
          status = value && ts.isNumericLiteral(value) ? Number(value.text) : null;
        }
        const r = propertyOf(options, 'relayed');
        relayed =
          !!r && ts.isPropertyAssignment(r) && r.initializer.kind === ts.SyntaxKind.TrueKeyword;
      } else if (options) {
        status = null; // options built elsewhere: treated as a computed status
      }
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${rel}:${line}`, file: rel, code, status, relayed });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('error statuses against the catalogue', () => {
  const raised = sourceFiles(SRC).flatMap(raisedIn);

  it('finds the errors raised with a status of their own, the 409 BUS_004s among them', () => {
    expect(raised.length).toBeGreaterThan(50);
    const conflicts = raised.filter((r) => r.code === 'BUS_004' && r.status === 409);
    // API.md's 409 BUS_004s: an account or a property with rows, an idempotent repeat running.
    expect(conflicts.map((r) => r.file)).toEqual(
      expect.arrayContaining([
        'modules/accounts/accounts.service.ts',
        'modules/real-estate/properties.service.ts',
        'plugins/idempotency.ts',
      ]),
    );
  });

  it('gives each one a status its code allows', () => {
    const wrong: string[] = [];
    for (const r of raised) {
      if (r.status === undefined || r.relayed) continue;
      if (r.code === null || !isErrorCode(r.code)) {
        wrong.push(`${r.where}: a status with a code that is not a literal catalogue code`);
        continue;
      }
      const code: ErrorCode = r.code;
      const statuses = r.status === null ? COMPUTED[`${r.file} ${code}`] : [r.status];
      if (!statuses) {
        wrong.push(`${r.where}: ${code} with a computed status; list its values in COMPUTED`);
        continue;
      }
      for (const s of statuses) {
        if (!isStatusAllowed(code, s)) wrong.push(`${r.where}: ${code} may not answer ${s}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the parser's early answers (framework-errors.ts) too: VAL_003 with 400 or 431", () => {
    const text = readFileSync(path.join(SRC, 'plugins/framework-errors.ts'), 'utf8');
    expect(text).toContain("code: 'VAL_003'");
    const statuses = /const status = tooLarge \? (\d+) : (\d+);/.exec(text);
    expect(statuses).not.toBeNull();
    for (const s of statuses!.slice(1)) expect(isStatusAllowed('VAL_003', Number(s))).toBe(true);
  });
});
