/** Who signs up: founders and investors (spec §6) — declared once in @pear/contract. */
export { isRole, ROLES, type Role } from '@pear/contract/domain';
