/** The scan options of the document tools: the look (colour, grey, black and white), shadows, deskew. */
import { useMessages } from '../../i18n/index.js';
import { ChoiceChips, SwitchField } from '../options/controls.js';
import type { ScanMode } from './document.js';
import { cvMessages } from './messages.js';
import type { ScanLook } from './use-page-scan.js';

export function ScanLookFields(props: { look: ScanLook; onChange: (look: Partial<ScanLook>) => void; testId: string }) {
  const m = useMessages(cvMessages);
  const { look, onChange, testId } = props;
  return (
    <>
      <ChoiceChips<ScanMode>
        label={m.mode}
        value={look.mode}
        onChange={(mode) => onChange({ mode })}
        columns={3}
        testId={`${testId}-mode`}
        choices={[
          { value: 'color', label: m.color },
          { value: 'grey', label: m.grey },
          { value: 'bw', label: m.bw },
        ]}
      />
      <SwitchField
        label={m.shadows}
        hint={m.shadowsHint}
        checked={look.shadows}
        onChange={(shadows) => onChange({ shadows })}
        testId={`${testId}-shadows`}
      />
      <SwitchField
        label={m.deskew}
        hint={m.deskewHint}
        checked={look.deskew}
        onChange={(deskew) => onChange({ deskew })}
        testId={`${testId}-deskew`}
      />
    </>
  );
}
