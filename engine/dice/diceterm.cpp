#include "diceterm.h"

namespace battlemat {

QString DiceTerm::text() const
{
    if (kind == Kind::Constant)
        return QString::number(constant);
    QString out = QStringLiteral("%1d%2").arg(count).arg(sides);
    if (keep == KeepRule::Highest)
        out += QStringLiteral("kh%1").arg(keepCount);
    else if (keep == KeepRule::Lowest)
        out += QStringLiteral("kl%1").arg(keepCount);
    if (explosion == Explosion::EachDie)
        out += QLatin1Char('!');
    else if (explosion == Explosion::OneDie)
        out += QStringLiteral("!1");
    return out;
}

} // namespace battlemat
