import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import type { RequestRow } from './absence-request.repository.ts';

/** A request row as the API answers it (core §3's names, absenceId beside absenceTypeId). */
export function requestDto(r: RequestRow) {
  return {
    id: r.id, requesterId: r.requesterId,
    requester: { id: r.requesterId, name: r.requesterName, departmentId: r.departmentId, departmentName: r.departmentName },
    absenceTypeId: r.absenceTypeId, absenceId: r.absenceTypeId, absenceType: { id: r.absenceTypeId, name: r.absenceTypeName },
    absenceSubtypeId: r.absenceSubtypeId, absenceSubtypeName: r.absenceSubtypeName, manager: r.managerId === null ? null : { id: r.managerId },
    status: r.status, adminStatus: r.adminStatus, managerStatus: r.managerStatus, justification: r.justification, levels: r.levels,
    comment: r.comment, userComment: r.userComment, createdBy: r.createdBy, createdOn: new Date(r.createdOn).toISOString(),
    approvedOn: r.approvedOn ? new Date(r.approvedOn).toISOString() : null, updatedAt: new Date(r.updatedAt).toISOString(),
    firstStartDate: r.firstStartDate, lastEndDate: r.lastEndDate, numberOfDays: Number(r.numberOfDays), justificationDocumentName: r.justificationFileName,
    periods: r.periods.map((p) => ({ ...p, numberOfDays: Number(p.numberOfDays), validFromLocaleDate: formatDisplayDate(p.validFrom), validToLocaleDate: formatDisplayDate(p.validTo) })),
  } as never;
}
