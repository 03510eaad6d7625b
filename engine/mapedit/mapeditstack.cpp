#include "mapedit/mapeditstack.h"

namespace battlemat {

Result<MapEdit> MapEditStack::apply(TableScene &scene, const MapEdit &edit)
{
    auto inverse = applyMapEdit(scene, edit);
    if (!inverse)
        return inverse.error();
    m_steps.resize(m_done);
    m_steps.append({edit, *inverse});
    m_done = m_steps.size();
    log(edit.toJson());
    return edit;
}

Result<MapEdit> MapEditStack::undo(TableScene &scene)
{
    if (!canUndo())
        return Error{QStringLiteral("there is no map edit to undo")};
    const Step &step = m_steps.at(m_done - 1);
    auto redone = applyMapEdit(scene, step.inverse);
    if (!redone)
        return redone.error();
    --m_done;
    log({{QStringLiteral("type"), QStringLiteral("undo")}, {QStringLiteral("undone"), step.edit.typeName()}});
    return step.inverse;
}

Result<MapEdit> MapEditStack::redo(TableScene &scene)
{
    if (!canRedo())
        return Error{QStringLiteral("there is no map edit to redo")};
    Step &step = m_steps[m_done];
    // The scene may differ in ways the edit does not touch; the fresh inverse is the one to keep.
    auto inverse = applyMapEdit(scene, step.edit);
    if (!inverse)
        return inverse.error();
    step.inverse = *inverse;
    ++m_done;
    log({{QStringLiteral("type"), QStringLiteral("redo")}, {QStringLiteral("redone"), step.edit.typeName()}});
    return step.edit;
}

void MapEditStack::clear()
{
    m_steps.clear();
    m_done = 0;
    m_events.clear();
}

void MapEditStack::log(QJsonObject event)
{
    event.insert(QStringLiteral("seq"), int(m_events.size() + 1));
    m_events.append(event);
}

} // namespace battlemat
