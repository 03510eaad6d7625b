#include "creaturechoices.h"

#include "rulestexts.h"

#include "grid/creaturesize.h"

#include <QCoreApplication>
#include <QVariantList>

using namespace battlemat;

namespace {

QVariantMap choice(const QString &id, const QString &name)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), name}};
}

} // namespace

QVariantMap CreatureChoices::all()
{
    QVariantList sizes;
    for (CreatureSize size : {CreatureSize::Tiny, CreatureSize::Small, CreatureSize::Medium, CreatureSize::Large,
                              CreatureSize::Huge, CreatureSize::Gargantuan})
        sizes.append(choice(creatureSizeName(size), RulesTexts::size(size)));
    // The five of ../shared/rules/orcus-basic-rules.txt, "Alignment", in its order.
    const QVariantList alignments{
        choice(QStringLiteral("lawful good"), QCoreApplication::translate("CreatureChoices", "lawful good")),
        choice(QStringLiteral("good"), QCoreApplication::translate("CreatureChoices", "good")),
        choice(QStringLiteral("unaligned"), QCoreApplication::translate("CreatureChoices", "unaligned")),
        choice(QStringLiteral("evil"), QCoreApplication::translate("CreatureChoices", "evil")),
        choice(QStringLiteral("chaotic evil"), QCoreApplication::translate("CreatureChoices", "chaotic evil")),
    };
    return {{QStringLiteral("size"), sizes}, {QStringLiteral("alignment"), alignments}};
}
