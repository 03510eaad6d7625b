// A library monster's portrait (MonsterLibraryModel): the picture made round by PortraitImport, stored with the block.
#include "monsterlibrarymodel.h"

#include "portraitimport.h"

#include <QUrl>

using namespace battlemat;

bool MonsterLibraryModel::setPortraitFromFile(const QString &id, const QString &file)
{
    const QUrl url(file);
    const auto portrait = PortraitImport::fromFile(url.isLocalFile() ? url.toLocalFile() : file);
    if (!portrait)
        return fail(tr("No portrait: %1").arg(portrait.errorMessage()));
    return storePortrait(id, *portrait);
}

bool MonsterLibraryModel::clearPortrait(const QString &id)
{
    return storePortrait(id, QString());
}

bool MonsterLibraryModel::storePortrait(const QString &id, const QString &portrait)
{
    const StatBlock *block = monster(id);
    if (!block)
        return fail(tr("The library has no monster '%1'").arg(id));
    // A book's monster gets its portrait as the campaign's own copy of the block, as an edit does.
    StatBlock changed = *block;
    changed.portrait = portrait;
    return put({changed});
}
