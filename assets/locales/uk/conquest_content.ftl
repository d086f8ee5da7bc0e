### conquest_content (uk)

conquest-province-highcrown-name = Верхній Вінець
conquest-province-saltreach-name = Солоний Край
conquest-province-ironmarch-name = Залізна Марка
conquest-province-greenvale-name = Зелена Долина
conquest-province-duskfen-name = Присмеркові Драговини
conquest-province-windmarch-name = Вітряна Марка
conquest-city-stormspire-name = Грозовий Шпиль
conquest-city-brinehaven-name = Розсільна Гавань
conquest-city-gullwatch-name = Чаїна Варта
conquest-city-anvilgate-name = Ковадлова Брама
conquest-city-cinderford-name = Попелястий Брід
conquest-city-millbrook-name = Млинівка
conquest-city-oakhollow-name = Дубова Улоговина
conquest-city-thornfield-name = Тернове Поле
conquest-city-reedmoor-name = Очеретяна Пустка
conquest-city-fogwick-name = Туманівка
conquest-city-mirewatch-name = Болотяна Сторожа
conquest-city-galehold-name = Буревал
conquest-city-hawksrest-name = Яструбиний Притулок
conquest-city-skyhold-name = Небесна Твердиня
