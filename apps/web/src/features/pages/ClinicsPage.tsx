import {
  CLINIC_FINDER_LIMITS, CLINIC_FINDER_PARAMS, CLINIC_FINDER_UI, ROUTES, UNIT_UI, WEB_UI, clinicFilterFrom, clinicFilterSearch, findClinics,
  isFiltering, type Clinic, type ClinicFilter,
} from '@dz/contracts';
import { clinicImage, clinicsPage } from '@dz/content';
import { useId, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/context';
import { KEEP_SCROLL } from '../../ui/keepScroll';
import { PhoneLink } from '../../ui/ContactLinks';
import { Loaded } from '../../ui/Loaded';
import { CardGrid, LinkCard } from './components/CardGrid';
import { OpenStatusText } from './components/OpenStatus';
import { PageHeader } from './components/PageHeader';
import { useClinics } from './queries';
import './clinic-finder.css';

/**
 * /ambulante: the clinic finder (issue 24) and the clinics it finds, as cards linking to their detail pages, each with
 * its uploaded picture (else its static illustration), whether it is open now and until when, and its first phone to
 * call; staff also get "Nova ambulanta". The address is the filter (/ambulante?q=…&vrsta=…&otvoreno=1, contracts
 * clinic-finder.ts): the server renders the list it finds, and the form, a plain GET form, works without JavaScript;
 * with it the form goes to its address in place and the page stays where it was. On a phone the cards are a compact
 * list (clinic-finder.css).
 */
export default function ClinicsPage() {
  const clinics = useClinics();
  const { session } = useSession();
  const filter = clinicFilterFrom(new URLSearchParams(useLocation().search));
  return (
    <>
      <PageHeader page={clinicsPage} />
      {session && <p><Link className="btn btn-primary" to={ROUTES.clinicCreate}>{UNIT_UI.clinicCreateHeading}</Link></p>}
      <FinderForm filter={filter} />
      <Loaded query={clinics}>{(list) => <Found clinics={list} filter={filter} />}</Loaded>
    </>
  );
}

function FinderForm({ filter }: { filter: ClinicFilter }) {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const fields = new URLSearchParams();
    for (const name of Object.values(CLINIC_FINDER_PARAMS)) {
      const value = data.get(name);
      if (typeof value === 'string') fields.set(name, value);
    }
    void navigate(`${ROUTES.clinics}${clinicFilterSearch(clinicFilterFrom(fields))}`, { state: KEEP_SCROLL });
  };
  return (
    <form
      // Keyed by the filter: Back, Forward and the reset link show their own choices.
      key={clinicFilterSearch(filter)}
      role="search"
      aria-label={CLINIC_FINDER_UI.form}
      action={ROUTES.clinics}
      method="get"
      className="clinic-finder"
      onSubmit={onSubmit}
    >
      <div className="field clinic-finder-text">
        <label htmlFor={`${id}-q`}>{CLINIC_FINDER_UI.text}</label>
        <input id={`${id}-q`} type="search" name={CLINIC_FINDER_PARAMS.text} defaultValue={filter.text} maxLength={CLINIC_FINDER_LIMITS.maxChars} enterKeyHint="search" />
      </div>
      <div className="field clinic-finder-kind">
        <label htmlFor={`${id}-kind`}>{CLINIC_FINDER_UI.kind}</label>
        <select id={`${id}-kind`} name={CLINIC_FINDER_PARAMS.kind} defaultValue={filter.kind}>
          <option value="">{CLINIC_FINDER_UI.anyKind}</option>
          {Object.entries(WEB_UI.clinicKinds).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      <div className="clinic-finder-open">
        <input id={`${id}-open`} type="checkbox" name={CLINIC_FINDER_PARAMS.openNow} value="1" defaultChecked={filter.openNow} />
        <label htmlFor={`${id}-open`}>{CLINIC_FINDER_UI.openNow}</label>
      </div>
      <button type="submit" className="btn btn-primary">{CLINIC_FINDER_UI.submit}</button>
    </form>
  );
}

function Found({ clinics, filter }: { clinics: Clinic[]; filter: ClinicFilter }) {
  const found = findClinics(clinics, filter);
  return (
    <>
      {/* A live region from the first render: a new filter's count is read out where the form stays. */}
      <p className="clinic-finder-count" role="status">
        {found.length ? CLINIC_FINDER_UI.count(found.length, clinics.length) : CLINIC_FINDER_UI.none}
        {isFiltering(filter) && <> <Link to={ROUTES.clinics}>{CLINIC_FINDER_UI.reset}</Link></>}
      </p>
      {found.length > 0 && (
        <CardGrid className="clinic-cards">
          {found.map((c) => (
            <LinkCard key={c.id} to={ROUTES.clinicDetail(c.id)} title={c.title} image={c.picture?.cardUrl ?? clinicImage(c)}>
              <OpenStatusText status={c.status} />
              {c.phones[0] && (
                <p className="card-phone">
                  <span className="visually-hidden">{CLINIC_FINDER_UI.phone} </span>
                  <PhoneLink phone={c.phones[0]} />
                </p>
              )}
            </LinkCard>
          ))}
        </CardGrid>
      )}
    </>
  );
}
