### conquest_content (ru)

conquest-province-highcrown-name = Верхний Венец
conquest-province-saltreach-name = Солёный Край
conquest-province-ironmarch-name = Железная Марка
conquest-province-greenvale-name = Зелёная Долина
conquest-province-duskfen-name = Сумрачные Топи
conquest-province-windmarch-name = Ветреная Марка
conquest-city-stormspire-name = Грозовой Шпиль
conquest-city-brinehaven-name = Рассолье
conquest-city-gullwatch-name = Чаячий Дозор
conquest-city-anvilgate-name = Наковальни
conquest-city-cinderford-name = Пепельный Брод
conquest-city-millbrook-name = Мельничий Ручей
conquest-city-oakhollow-name = Дубовая Лощина
conquest-city-thornfield-name = Терновое Поле
conquest-city-reedmoor-name = Камышовая Пустошь
conquest-city-fogwick-name = Туманец
conquest-city-mirewatch-name = Болотная Стража
conquest-city-galehold-name = Буревал
conquest-city-hawksrest-name = Ястребиный Приют
conquest-city-skyhold-name = Небесная Твердыня
