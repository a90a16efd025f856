/** Shapes of docs/api.md used across the web app (the generated schema.d.ts describes every route in full). */

export type Role = 'user' | 'admin';
export type WorkspaceRole = 'owner' | 'admin' | 'member';
export type SystemMode = 'mono' | 'workspaces' | 'platform';

export interface User {
    id: number;
    username: string;
    display_name: string | null;
    email: string;
    avatar: string | null;
    status: 'active' | 'disabled';
    created_at: string;
}

export type Admin = User;

/** The workspace as a membership carries it, and as stored under `workspace`. */
export interface Workspace {
    id: number;
    workspace_id: number;
    name: string;
    avatar: string | null;
    status?: 'active' | 'suspended';
    /** why the platform suspended it, and since when (null while active) */
    suspension_reason?: string | null;
    suspended_at?: string | null;
}

/** What a 403 `workspace_suspended` says about the suspended workspace. */
export interface Suspension {
    workspace_id: number;
    reason: string | null;
    suspended_at: string | null;
}

export interface WorkspaceUser {
    id: number;
    workspace_id: number;
    user_id: number;
    role: WorkspaceRole;
    workspace: Workspace;
}

export interface PublicConfig {
    app_name: string;
    system_mode: SystemMode;
    locales: string[];
    default_locale: string;
    registration_enabled: boolean;
    organization_creation_enabled: boolean;
}

export interface SuccessEnvelope<T> {
    success: true;
    data: T;
    trace_id: string;
}

export interface ListEnvelope<T> extends SuccessEnvelope<T[]> {
    total: number;
    page: number;
    size: number;
}

export interface ErrorDetail {
    field: string;
    error: string;
    /** with 409 `in_use`: the declared resource still holding the record */
    resource?: string;
    /** with `unknown_placeholder`: the placeholder, as the text wrote it between its braces */
    placeholder?: string;
}

export interface ErrorEnvelope {
    success: false;
    error: string;
    message: string;
    details?: ErrorDetail[];
    /** with 403 `workspace_suspended` */
    suspension?: Suspension;
    trace_id: string;
}
