import { forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Who may read an employer's record: admins, the employer itself, and learners (to see who offers a placement). */
export function assertCanViewEmployer(auth: AuthUser, empId: string): void {
  if (auth.role === 'admin' || auth.role === 'learner') return;
  if (auth.role === 'employer' && auth.username.toLowerCase() === empId.toLowerCase()) return;
  throw forbidden();
}

/** Who may read a learner's record: admins and the learner. (Employers: once the learner applied, issue 5.) */
export function assertCanViewLearner(auth: AuthUser, learnerId: string): void {
  if (auth.role === 'admin') return;
  if (auth.role === 'learner' && auth.username.toLowerCase() === learnerId.toLowerCase()) return;
  throw forbidden();
}
