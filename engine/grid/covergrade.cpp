#include "grid/covergrade.h"

namespace battlemat {

QString coverGradeName(CoverGrade grade)
{
    switch (grade) {
    case CoverGrade::None:
        return QStringLiteral("none");
    case CoverGrade::Cover:
        return QStringLiteral("cover");
    case CoverGrade::ThreeQuarters:
        return QStringLiteral("three-quarters");
    case CoverGrade::Total:
        return QStringLiteral("total");
    }
    return {};
}

int coverPenalty(CoverGrade grade)
{
    switch (grade) {
    case CoverGrade::Cover:
        return -2;
    case CoverGrade::ThreeQuarters:
        return -5;
    case CoverGrade::None:
    case CoverGrade::Total:
        break;
    }
    return 0;
}

} // namespace battlemat
