import { EMERGENCY_PHONE } from '@dz/contracts/rules';
import { FRAME_UI } from '@dz/contracts/text';
import { useFrame } from '../features/pages/frame';
import { PhoneLink } from '../ui/ContactLinks';

/**
 * The emergency strip at the top of every page (issue 24), before the navbar: 124 (Hitna pomoć) and the on-duty numbers
 * staff set in the institution's data (its `dutyPhones`, the frame's, which the server loads for every page), each a
 * tel: link named by what it is and its number. Server HTML, so it dials without JavaScript; 124 shows even before the
 * frame has loaded. A landmark of its own ("Hitni brojevi"), reached right after the skip link.
 */
export function EmergencyStrip() {
  const duty = useFrame().data?.institution.dutyPhones ?? [];
  return (
    <aside className="emergency-strip" aria-label={FRAME_UI.emergencyStrip}>
      <ul>
        <li className="emergency-call">
          <PhoneLink phone={EMERGENCY_PHONE}>
            <span>{FRAME_UI.emergencyCall}</span> <strong>{EMERGENCY_PHONE}</strong>
          </PhoneLink>
        </li>
        {duty.map((d) => (
          <li key={`${d.label}-${d.phone}`}>
            <PhoneLink phone={d.phone}>
              <span>{d.label}</span> <strong>{d.phone}</strong>
            </PhoneLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
