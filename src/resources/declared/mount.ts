import { RECORD_FIELDS } from '../../../common/records';
import { resourceModels } from '../../api/resources.gen';
import type { AnyDeclaration } from './declare';
import { declareResource, type DeclaredResourceDef } from './index';
import { namespaceOf, type FieldModel, type ResourceModel } from './model';

/** Kinds too long or too large for a list cell. */
const NOT_IN_LISTS = ['multiline', 'image', 'lines', 'password'];
const LIST_COLUMNS = 6;

const MODELS = Object.values(resourceModels as Record<string, ResourceModel>);

/**
 * The screens of a resource no web module declares: named by its first required text field, listed by its first
 * fields, a form of every writable field.
 */
export function defaultDeclaration(model: ResourceModel): AnyDeclaration {
    // the fields every record has are neither a record's name nor a list column by default
    const own = model.fields.filter((field: FieldModel) => !field.writeOnly && !RECORD_FIELDS.includes(field.name));
    const title = own.find(field => field.required && field.kind === 'text') ?? own[0] ?? model.fields[0];
    const list = own.filter(field => !NOT_IN_LISTS.includes(field.kind)).map(field => field.name);
    const [secondary, tertiary] = list.filter(name => name !== title.name);
    const { namespace, key } = namespaceOf(model.name);
    return {
        name: model.name,
        title: title.name,
        list: list.slice(0, LIST_COLUMNS),
        compact: { primary: title.name, ...(secondary ? { secondary } : {}), ...(tertiary ? { tertiary } : {}) },
        ...(model.menu ? { createTitle: `${namespace}.create.${key}` } : {}),
    } as AnyDeclaration;
}

/** Whether the resource has a menu entry (its model an `x-order`). */
export const inMenu = (resource: DeclaredResourceDef) =>
    (resourceModels[resource.model] as ResourceModel).menu !== undefined;

/**
 * Every declared resource of one app (the garage's workspace resources, the back-office's platform ones) in menu
 * order: its web module where `modules` has one (it replaces generated pieces), else the generated screens.
 */
export function mountDeclared(app: 'workspace' | 'platform', modules: readonly DeclaredResourceDef[]) {
    const models = MODELS.filter(model => (model.permission !== null) === (app === 'workspace')).sort(
        (a, b) => (a.menu?.order ?? Infinity) - (b.menu?.order ?? Infinity),
    );
    for (const module of modules) {
        if (!models.some(model => model.name === module.model))
            throw new Error(`${module.model} is not a ${app} resource of the OpenAPI document`);
    }
    return models.map(
        model => modules.find(module => module.model === model.name) ?? declareResource(defaultDeclaration(model)),
    );
}
