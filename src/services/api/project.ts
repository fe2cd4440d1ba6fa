// Token-project calls (WIRE /project, /project/*, /user/project/*): the projects, one project,
// committing, the user's commitments. Types are the catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/project'

const api = bindCalls(CALLS)

export type Project = PayloadOf<'projectDetail'>
export type ProjectOrder = PayloadOf<'projectOrder'>

export const fetchProjects = (page: number) => api.projectList({ page, limit: 20 })

export const fetchProject = (id: number) => api.projectDetail({ project_id: id })

export const fetchCommitments = (page: number) => api.projectMine({ page, limit: 20 })

/** Commits once, however often its answer is lost. */
export const commitToProject = (id: number, amount: string, key: string) =>
  api.projectOrder({ project_id: id, amount }, key)
