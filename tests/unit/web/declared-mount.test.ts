// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resourceIcons } from '../../../src/api/icons.gen';
import { resourceModels } from '../../../src/api/resources.gen';
import { garageNamespaces, garageResources } from '../../../src/apps/user/mounts';
import { makeI18nProvider } from '../../../src/i18n';
import { defaultDeclaration, mountDeclared } from '../../../src/resources/declared/mount';
import type { ResourceModel } from '../../../src/resources/declared/model';
import { storage } from '../../../src/store/storage';

afterEach(() => localStorage.clear());

const models = Object.values(resourceModels as Record<string, ResourceModel>);
const garageModels = models.filter(model => model.permission !== null);

describe('the declared resources a garage app mounts', () => {
    it('are every workspace resource of the document, generated where no web module replaces them', () => {
        const generated = mountDeclared('workspace', []);
        expect(generated.map(resource => resource.model).sort()).toEqual(garageModels.map(model => model.name).sort());
        for (const resource of generated) {
            const model = resourceModels[resource.model] as ResourceModel;
            expect(resource.icon, resource.model).toBe(resourceIcons[model.menu!.icon as keyof typeof resourceIcons]);
            expect(resource.options.label).toBe(resource.model.replace('/', '.menu.'));
            expect(resource.create && resource.edit && resource.show && resource.list, resource.model).toBeTruthy();
        }
        expect(garageResources.map(resource => resource.model)).toEqual(generated.map(resource => resource.model));
    });

    it('name a record by its first required text field and list its first fields', () => {
        const discount = defaultDeclaration(resourceModels['motor-garage/discount'] as ResourceModel);
        expect(discount).toMatchObject({
            title: 'name',
            list: ['name', 'code', 'kind', 'percent_bp', 'amount_cents', 'valid_from'],
            compact: { primary: 'name', secondary: 'code', tertiary: 'kind' },
            createTitle: 'motor-garage.create.discount',
        });
        expect(discount.form).toBeUndefined();
    });

    it.each([
        ['en', 'Services', 'New service', 'Duration (minutes)', 'ID', 'Created'],
        ['zh-hk', '服務', '新增服務', '所需時間（分鐘）', '編號', '建立時間'],
        ['zh-cn', '服务', '新增服务', '所需时间（分钟）', '编号', '创建时间'],
    ])('in %s, are named from their declaration, with the labels every record shares', (locale, ...texts) => {
        storage.set('locale', locale);
        const translate = makeI18nProvider(garageNamespaces).translate;
        const keys = ['menu.service', 'create.service', 'service.fields.duration_minutes', 'service.fields.id'];
        expect([...keys, 'service.fields.created_at'].map(key => translate(`motor-garage.${key}`))).toEqual(texts);
    });
});
