import { UNIT_UI, WEB_UI, type Clinic, type Service } from '@dz/contracts';
import { labels } from '@dz/content';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../session/context';
import { Loaded } from '../../../ui/Loaded';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { PageTitle } from '../../../ui/PageTitle';
import { EditLink } from '../../../ui/StaffActions';
import { WithRouteId } from '../../../ui/WithRouteId';
import { AudioPlayer } from './AudioPlayer';
import { OpenStatusText } from './OpenStatus';
import { HoursExceptions, HoursTable } from './TeamHours';
import './unit-page.css';

type Unit = Clinic | Service;

/**
 * The page of one clinic or service (`/ambulante-details/:id`, `/sluzbe-details/:id`): the unit the route's id names,
 * from the API. An id the API does not know shows the site's 404 page (the server answers it with status 404).
 */
export function UnitDetail<T extends Unit>({ useUnit, children }: { useUnit: (id: number) => UseQueryResult<T>; children: (unit: T) => ReactNode }) {
  return <WithRouteId>{(id) => <LoadedUnit id={id} useUnit={useUnit}>{children}</LoadedUnit>}</WithRouteId>;
}

function LoadedUnit<T extends Unit>({ id, useUnit, children }: { id: number; useUnit: (id: number) => UseQueryResult<T>; children: (unit: T) => ReactNode }) {
  return <Loaded query={useUnit(id)} missing={<NotFoundPage />}>{children}</Loaded>;
}

interface UnitPageProps {
  unit: Unit;
  /** The h1 (a clinic's full name, a service's title), the page's meta description and its own address. */
  heading: string;
  description: string;
  path: string;
  editPath: string;
  /** An uploaded picture or a clinic's illustration (cropped to 8:5), or a service's icon (shown whole). */
  picture: { src: string; icon?: boolean };
  /** What stands under the heading: a service's sentence. */
  lead?: string;
  /** Phones (tel:), e-mail and address: the contact block beside the picture. */
  contact: ReactNode;
  /** Who works there: a clinic's team, a service's head and chief nurse. */
  people: ReactNode;
  back: { to: string; label: string };
}

/**
 * What a clinic's and a service's pages show alike: open now (as the server computed it), the picture, contacts,
 * the audio guide, the people, the weekly hours and the dated exceptions still ahead, and staff's edit link.
 */
export function UnitPage({ unit, heading, description, path, editPath, picture, lead, contact, people, back }: UnitPageProps) {
  const { session } = useSession();
  return (
    <article className="unit-detail">
      <PageTitle title={heading} description={description} path={path} />
      {session && (
        <div className="staff-bar">
          <EditLink to={editPath} name={unit.title} />
          {unit.audio?.stale && <p className="staff-note">{WEB_UI.audioStale}</p>}
          {unit.audioGuide && !unit.audio && <p className="staff-note">{UNIT_UI.audioPending}</p>}
        </div>
      )}
      {lead && <p>{lead}</p>}
      <OpenStatusText status={unit.status} note />
      <div className={picture.icon ? 'unit-detail-grid has-icon' : 'unit-detail-grid'}>
        {picture.icon
          ? <img className="unit-icon" src={picture.src} alt="" width={64} height={64} />
          : <img src={picture.src} alt="" width={320} height={200} />}
        <div>
          <h2>{labels.contact}</h2>
          {contact}
          {unit.audio && (
            <p className="unit-audio">
              <span>{labels.audioGuide}</span>
              <AudioPlayer audio={unit.audio} label={WEB_UI.forItem(labels.audioGuide, unit.title)} />
            </p>
          )}
        </div>
      </div>
      {people}
      <HoursTable hours={unit.hours.weekly} />
      {/* From the day the server computed the status on (never the browser's clock: the hydrated page reads as the HTML). */}
      <HoursExceptions exceptions={unit.hours.exceptions} today={unit.status.date} />
      <p><Link to={back.to}>{back.label}</Link></p>
    </article>
  );
}
