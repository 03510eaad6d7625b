#include "regionmapeditor.h"

#include "encountercontroller.h"
#include "masteryrefusaltexts.h"
#include "regionmappicture.h"
#include "regions/regionmapcheck.h"
#include "regions/sharedborder.h"
#include "session/tablesession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

#include <cmath>

using namespace battlemat;

namespace {

QPointF centerOf(const QList<QPointF> &polygon)
{
    QPointF sum;
    for (const QPointF &point : polygon)
        sum += point;
    return polygon.isEmpty() ? sum : sum / qreal(polygon.size());
}

QVariantList pointsOf(const QList<QPointF> &polygon)
{
    QVariantList points;
    for (const QPointF &point : polygon)
        points.append(point);
    return points;
}

QJsonArray jsonPolygon(const QList<QPointF> &polygon)
{
    QJsonArray points;
    for (const QPointF &point : polygon)
        points.append(QJsonArray{std::round(point.x() * 10) / 10, std::round(point.y() * 10) / 10});
    return points;
}

/** The stretch of border two regions share (the first found), for drawing their link on it. */
std::pair<QPointF, QPointF> sharedStretch(const QList<QPointF> &a, const QList<QPointF> &b)
{
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QPointF p1 = a.at(i), p2 = a.at((i + 1) % a.size());
        const QPointF d = p2 - p1;
        const qreal squared = QPointF::dotProduct(d, d);
        for (qsizetype j = 0; j < b.size() && squared > 0; ++j) {
            const QPointF q1 = b.at(j), q2 = b.at((j + 1) % b.size());
            if (!edgesShareBorder(p1, p2, q1, q2, 1.0))
                continue;
            qreal t1 = QPointF::dotProduct(q1 - p1, d) / squared;
            qreal t2 = QPointF::dotProduct(q2 - p1, d) / squared;
            const qreal from = std::max<qreal>(0, std::min(t1, t2));
            const qreal to = std::min<qreal>(1, std::max(t1, t2));
            return {p1 + from * d, p1 + to * d};
        }
    }
    return {centerOf(a), centerOf(b)};
}

} // namespace

RegionMapEditor::RegionMapEditor(QObject *parent)
    : QObject(parent)
{}

void RegionMapEditor::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    // Undo, redo, another campaign: the session's table changed, and with it perhaps the region maps.
    if (m_encounter) {
        connect(m_encounter, &EncounterController::tableChanged, this, &RegionMapEditor::reload);
        connect(m_encounter, &EncounterController::campaignChanged, this, &RegionMapEditor::reload);
        connect(m_encounter, &EncounterController::documentChanged, this, &RegionMapEditor::reload);
    }
    Q_EMIT encounterChanged();
    reload();
}

void RegionMapEditor::reload()
{
    const TableSession *session = m_encounter ? m_encounter->session() : nullptr;
    m_maps = session ? session->table().regionMaps : QMap<QString, RegionMap>{};
    if (!m_maps.contains(m_currentMap))
        m_currentMap = m_maps.isEmpty() ? QString() : m_maps.firstKey();
    m_map = m_maps.value(m_currentMap);
    if (!m_map.contains(m_selected))
        m_selected.clear();
    Q_EMIT mapsChanged();
    Q_EMIT regionsChanged();
    checkDraft();
}

QVariantList RegionMapEditor::maps() const
{
    QVariantList list;
    for (auto it = m_maps.constBegin(); it != m_maps.constEnd(); ++it)
        list.append(QVariantMap{{QStringLiteral("id"), it.key()}, {QStringLiteral("name"), it->name}});
    return list;
}

void RegionMapEditor::setCurrentMap(const QString &id)
{
    if (id == m_currentMap || !m_maps.contains(id))
        return;
    m_currentMap = id;
    m_selected.clear();
    m_draft.clear();
    reload();
    Q_EMIT draftChanged();
}

QVariantList RegionMapEditor::regions() const
{
    const QHash<QString, int> ranges = m_selected.isEmpty() ? QHash<QString, int>{} : m_map.rangesFrom(m_selected);
    QVariantList list;
    for (const Region &region : m_map.regions()) {
        QStringList neighbours;
        for (const QString &id : m_map.neighbours(region.id))
            neighbours.append(m_map.region(id)->name);
        list.append(QVariantMap{{QStringLiteral("regionId"), region.id},
                                {QStringLiteral("name"), region.name},
                                {QStringLiteral("polygon"), pointsOf(region.polygon)},
                                {QStringLiteral("center"), centerOf(region.polygon)},
                                {QStringLiteral("swimming"), region.needsSwimming},
                                {QStringLiteral("climbing"), region.needsClimbing},
                                {QStringLiteral("range"), ranges.value(region.id, -1)},
                                {QStringLiteral("neighbours"), neighbours}});
    }
    return list;
}

QVariantList RegionMapEditor::links() const
{
    QVariantList list;
    for (const RegionLink &link : m_map.links()) {
        const auto [from, to] = sharedStretch(m_map.region(link.first)->polygon, m_map.region(link.second)->polygon);
        list.append(QVariantMap{{QStringLiteral("first"), link.first},
                                {QStringLiteral("second"), link.second},
                                {QStringLiteral("firstName"), m_map.region(link.first)->name},
                                {QStringLiteral("secondName"), m_map.region(link.second)->name},
                                {QStringLiteral("kind"), regionLinkKindName(link.kind)},
                                {QStringLiteral("from"), from},
                                {QStringLiteral("to"), to}});
    }
    return list;
}

void RegionMapEditor::setSelected(const QString &id)
{
    const QString next = m_map.contains(id) ? id : QString();
    if (next == m_selected)
        return;
    m_selected = next;
    Q_EMIT regionsChanged();
}

QVariantMap RegionMapEditor::selectedRegion() const
{
    const Region *region = m_map.region(m_selected);
    if (!region)
        return {};
    for (const QVariant &entry : regions()) {
        if (entry.toMap().value(QStringLiteral("regionId")).toString() == m_selected)
            return entry.toMap();
    }
    return {};
}

QVariantList RegionMapEditor::draft() const
{
    return pointsOf(m_draft);
}

bool RegionMapEditor::run(QJsonObject step)
{
    if (!m_encounter) {
        setError(tr("No campaign is open."));
        return false;
    }
    const bool done = m_encounter->execute(QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact)));
    setError(done ? QString() : m_encounter->errorMessage());
    reload();
    return done;
}

void RegionMapEditor::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorMessageChanged();
}

bool RegionMapEditor::createMap(const QString &name)
{
    const QStringList before = m_maps.keys();
    if (!run({{QStringLiteral("type"), QStringLiteral("region.createMap")}, {QStringLiteral("name"), name}}))
        return false;
    for (const QString &id : m_maps.keys()) {
        if (!before.contains(id))
            setCurrentMap(id);
    }
    return true;
}

bool RegionMapEditor::renameMap(const QString &name)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.renameMap")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("name"), name}});
}

QString RegionMapEditor::background() const
{
    return RegionMapPicture::fileOf(m_map);
}

bool RegionMapEditor::setBackground(const QUrl &picture)
{
    // The step reads the file: the campaign keeps its bytes, and a file that is no picture is refused, unchanged.
    if (run({{QStringLiteral("type"), QStringLiteral("region.setBackground")},
             {QStringLiteral("map"), m_currentMap},
             {QStringLiteral("background"), picture.isLocalFile() ? picture.toLocalFile() : picture.toString()}}))
        return true;
    setError(tr("The picture was not set: %1").arg(m_error));
    return false;
}

void RegionMapEditor::addDraftPoint(qreal x, qreal y)
{
    m_draft.append(QPointF(x, y));
    checkDraft();
}

void RegionMapEditor::removeLastDraftPoint()
{
    if (!m_draft.isEmpty())
        m_draft.removeLast();
    checkDraft();
}

void RegionMapEditor::cancelDraft()
{
    m_draft.clear();
    checkDraft();
}

void RegionMapEditor::checkDraft()
{
    QString problem;
    if (m_draft.size() >= 3) {
        Region region;
        region.id = QStringLiteral("draft");
        region.name = tr("the new region");
        region.polygon = m_draft;
        const Status checked = checkRegionOnMap(m_map, region);
        problem = checked ? QString() : MasteryRefusalTexts::translate(checked.errorMessage());
    }
    m_draftProblem = problem;
    Q_EMIT draftChanged();
}

bool RegionMapEditor::finishDraft()
{
    if (m_currentMap.isEmpty()) {
        setError(tr("Create a region map first."));
        return false;
    }
    if (m_draft.size() < 3) {
        setError(tr("A region needs at least 3 corners; click on the map to add them."));
        return false;
    }
    QString name;
    for (int n = int(m_map.regions().size()) + 1; name.isEmpty(); ++n) {
        name = tr("Region %1").arg(n);
        for (const Region &region : m_map.regions()) {
            if (region.name == name)
                name.clear();
        }
    }
    const QStringList before = [&] {
        QStringList ids;
        for (const Region &region : m_map.regions())
            ids.append(region.id);
        return ids;
    }();
    if (!run({{QStringLiteral("type"), QStringLiteral("region.add")},
              {QStringLiteral("map"), m_currentMap},
              {QStringLiteral("region"),
               QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("polygon"), jsonPolygon(m_draft)}}}}))
        return false;
    m_draft.clear();
    for (const Region &region : m_map.regions()) {
        if (!before.contains(region.id))
            setSelected(region.id);
    }
    checkDraft();
    return true;
}

QVariantMap RegionMapEditor::cornerAt(qreal x, qreal y, qreal radius) const
{
    QVariantMap best;
    qreal bestDistance = radius;
    for (const Region &region : m_map.regions()) {
        for (qsizetype i = 0; i < region.polygon.size(); ++i) {
            const qreal distance = std::hypot(region.polygon.at(i).x() - x, region.polygon.at(i).y() - y);
            // The selected region's corners win a tie: shared corners move the region being edited.
            if (distance < bestDistance || (distance <= bestDistance && region.id == m_selected)) {
                bestDistance = distance;
                best = {{QStringLiteral("region"), region.id}, {QStringLiteral("index"), int(i)}};
            }
        }
    }
    return best;
}

QString RegionMapEditor::regionAt(qreal x, qreal y) const
{
    return m_map.regionAt(QPointF(x, y));
}

bool RegionMapEditor::moveCorner(const QString &region, int index, qreal x, qreal y)
{
    const Region *found = m_map.region(region);
    if (!found || index < 0 || index >= found->polygon.size())
        return false;
    QList<QPointF> polygon = found->polygon;
    if (polygon.at(index) == QPointF(x, y))
        return true; // a click on a corner, not a drag: nothing to store or undo
    polygon[index] = QPointF(x, y);
    return run({{QStringLiteral("type"), QStringLiteral("region.update")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("region"), region},
                {QStringLiteral("polygon"), jsonPolygon(polygon)}});
}

bool RegionMapEditor::rename(const QString &region, const QString &name)
{
    if (const Region *found = m_map.region(region); found && found->name == name)
        return true;
    if (name.trimmed().isEmpty()) {
        // The session refuses it too ("region 'r1' has no name"); said here in the table's language.
        setError(tr("A region needs a name; it keeps its old one."));
        return false;
    }
    return run({{QStringLiteral("type"), QStringLiteral("region.update")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("region"), region},
                {QStringLiteral("name"), name}});
}

bool RegionMapEditor::setSwimming(const QString &region, bool swimming)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.update")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("region"), region},
                {QStringLiteral("swimming"), swimming}});
}

bool RegionMapEditor::setClimbing(const QString &region, bool climbing)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.update")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("region"), region},
                {QStringLiteral("climbing"), climbing}});
}

bool RegionMapEditor::removeRegion(const QString &region)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.remove")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("region"), region}});
}

bool RegionMapEditor::split(const QString &region, int from, int to)
{
    const Region *found = m_map.region(region);
    return run({{QStringLiteral("type"), QStringLiteral("region.split")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("region"), region},
                {QStringLiteral("from"), from},
                {QStringLiteral("to"), to},
                {QStringLiteral("name"), tr("%1 (part)").arg(found ? found->name : region)}});
}

bool RegionMapEditor::merge(const QString &first, const QString &second)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.merge")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("first"), first},
                {QStringLiteral("second"), second}});
}

bool RegionMapEditor::link(const QString &first, const QString &second, const QString &kind)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.link")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("between"), QJsonArray{first, second}},
                {QStringLiteral("kind"), kind}});
}

bool RegionMapEditor::unlink(const QString &first, const QString &second)
{
    return run({{QStringLiteral("type"), QStringLiteral("region.unlink")},
                {QStringLiteral("map"), m_currentMap},
                {QStringLiteral("between"), QJsonArray{first, second}}});
}
