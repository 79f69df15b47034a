/** One line of the bench's table: what was measured, against which target, PASS or MISS (empty: shown, not judged). */
export interface Row {
  name: string;
  measured: string;
  target: string;
  verdict: string;
}

/** A judged row: PASS when `met`. */
export const judged = (name: string, measured: string, target: string, met: boolean): Row => ({ name, measured, target, verdict: met ? 'PASS' : 'MISS' });

export function printTable(rows: Row[]): void {
  const head: Row = { name: 'case', measured: 'measured', target: 'target', verdict: '' };
  const all = [head, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
  const line = (r: Row) =>
    `${r.name.padEnd(width('name'))}  ${r.measured.padEnd(width('measured'))}  ${r.target.padEnd(width('target'))}  ${r.verdict}`;
  console.log(`\n${line({ ...head, verdict: 'result' })}`);
  console.log('-'.repeat(line(head).length + 6));
  for (const r of rows) console.log(line(r));
}
