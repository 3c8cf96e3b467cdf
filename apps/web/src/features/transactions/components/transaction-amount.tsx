import { Text } from '@mantine/core';
import type { Transaction } from '@wealthlog/core';
import { tone } from '../../../lib/tones';
import { useFormat } from '../../../lib/use-format';
import classes from './transactions-list.module.css';

const IN: ReadonlySet<string> = new Set(['DEPOSIT', 'INCOME']);

/** Money in is green and signed +, money out red and signed −; a transfer stays neutral. */
export function TransactionAmount({ tx }: { tx: Transaction }) {
  const format = useFormat();
  const sign = tx.type === 'TRANSFER' ? 0 : IN.has(tx.type) ? 1 : -1;
  const text =
    sign === 0
      ? format.money(tx.amount, tx.currency)
      : format.signedMoney(sign * tx.amount, tx.currency);
  return (
    <Text span size="sm" fw={600} c={tone(sign)} className={classes.amount}>
      <bdi>{text}</bdi>
    </Text>
  );
}
