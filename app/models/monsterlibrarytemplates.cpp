// MonsterLibraryModel: a template's lines edited in the library (MonsterTemplateFields), stored in the campaign's
// library as one "monster.put" step of the table session (one transaction; Edit > Undo takes it back).
#include "monsterlibrarymodel.h"
#include "monsterrefusaltexts.h"

#include "monsters/monstertemplatefields.h"

using namespace battlemat;

namespace {

const MonsterTemplateRecord *findTemplate(const QList<MonsterTemplateRecord> &all, const QString &id)
{
    for (const MonsterTemplateRecord &record : all) {
        if (record.id == id)
            return &record;
    }
    return nullptr;
}

} // namespace

QString MonsterLibraryModel::templateFieldLabel(const QString &key)
{
    // The stat block's own words for what a template gives (the same lines of a block).
    static const QHash<QString, const char *> labels{
        {QStringLiteral("speed"), QT_TR_NOOP("Speed")},           {QStringLiteral("defenses"), QT_TR_NOOP("Defenses")},
        {QStringLiteral("senses"), QT_TR_NOOP("Senses")},         {QStringLiteral("resist"), QT_TR_NOOP("Resist")},
        {QStringLiteral("vulnerable"), QT_TR_NOOP("Vulnerable")}, {QStringLiteral("immune"), QT_TR_NOOP("Immune")}};
    const auto found = labels.constFind(key);
    return found == labels.constEnd() ? key : tr(*found);
}

QVariantList MonsterLibraryModel::templateFields(const QString &templateId) const
{
    const QList<MonsterTemplateRecord> all = templates();
    const MonsterTemplateRecord *record = findTemplate(all, templateId);
    QVariantList fields;
    if (!record)
        return fields;
    for (const MonsterField &field : MonsterTemplateFields::of(*record))
        fields.append(QVariantMap{{QStringLiteral("key"), field.key},
                                  {QStringLiteral("label"), templateFieldLabel(field.key)},
                                  {QStringLiteral("value"), field.value}});
    return fields;
}

bool MonsterLibraryModel::editTemplate(const QString &templateId, const QVariantMap &values)
{
    const QList<MonsterTemplateRecord> all = templates();
    const MonsterTemplateRecord *record = findTemplate(all, templateId);
    if (!record)
        return fail(tr("The campaign has no template '%1'").arg(templateId));
    // The lines typed differently from the template's, in the fields' order: what the step changes.
    QList<QPair<QString, QString>> edits;
    for (const MonsterField &field : MonsterTemplateFields::of(*record)) {
        const auto typed = values.constFind(field.key);
        if (typed != values.constEnd() && typed->toString().trimmed() != field.value)
            edits.append({field.key, typed->toString()});
    }
    MonsterFieldError error;
    auto edited = MonsterTemplateFields::apply(*record, edits, &error);
    if (!edited)
        return fail(
            tr("Not saved: %1: %2").arg(templateFieldLabel(error.key), MonsterRefusalTexts::translate(error.reason)));
    if (!put({}, {*edited}))
        return false;
    m_importReport = tr("The %1 template is in the campaign's library.").arg(templateText(record->id, record->name));
    Q_EMIT libraryChanged();
    return true;
}
